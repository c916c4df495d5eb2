// The `home` namespace (en + chs, loaded with the home chunk) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const HOME_TEXT = defineNamespace('home', en, chs);

export type HomeTextKey = TextKey<typeof en>;

export function useHomeText() {
  return useNamespaceText(HOME_TEXT);
}

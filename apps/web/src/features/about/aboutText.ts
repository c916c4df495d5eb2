// The `about` namespace (en + chs, loaded with the About feature's chunk) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const ABOUT_TEXT = defineNamespace('about', en, chs);

export type AboutTextKey = TextKey<typeof en>;

export function useAboutText() {
  return useNamespaceText(ABOUT_TEXT);
}

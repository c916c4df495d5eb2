// The `home` namespace (English with the home chunk, Chinese fetched when wanted) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { en } from './i18n/en.js';

export const HOME_TEXT = defineNamespace('home', en, () => import('./i18n/chs.js').then((module) => module.chs));

export type HomeTextKey = TextKey<typeof en>;

export function useHomeText() {
  return useNamespaceText(HOME_TEXT);
}

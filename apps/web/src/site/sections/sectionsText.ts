// The `sections` namespace (English with the shared sections' chunk, Chinese fetched when wanted) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { en } from './i18n/en.js';

export const SECTIONS_TEXT = defineNamespace('sections', en, () =>
  import('./i18n/chs.js').then((module) => module.chs),
);

export type SectionsTextKey = TextKey<typeof en>;

export function useSectionsText() {
  return useNamespaceText(SECTIONS_TEXT);
}

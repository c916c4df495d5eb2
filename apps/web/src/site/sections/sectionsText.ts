// The `sections` namespace (en + chs, with the shared sections' chunk) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const SECTIONS_TEXT = defineNamespace('sections', en, chs);

export type SectionsTextKey = TextKey<typeof en>;

export function useSectionsText() {
  return useNamespaceText(SECTIONS_TEXT);
}

// The `forms` namespace (English with the forms' code, Chinese fetched when wanted): the contact, quote and newsletter forms' texts, and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { en } from './i18n/en.js';

export const FORMS_TEXT = defineNamespace('forms', en, () => import('./i18n/chs.js').then((module) => module.chs));

export type FormsTextKey = TextKey<typeof en>;

export function useFormsText() {
  return useNamespaceText(FORMS_TEXT);
}

// The `forms` namespace (en + chs, with the forms' code): the contact, quote and newsletter forms' texts, and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const FORMS_TEXT = defineNamespace('forms', en, chs);

export type FormsTextKey = TextKey<typeof en>;

export function useFormsText() {
  return useNamespaceText(FORMS_TEXT);
}

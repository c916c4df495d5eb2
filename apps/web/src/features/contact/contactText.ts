// The `contact` namespace (en + chs, loaded with the Contact Us page's chunk) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const CONTACT_TEXT = defineNamespace('contact', en, chs);

export function useContactText() {
  return useNamespaceText(CONTACT_TEXT);
}

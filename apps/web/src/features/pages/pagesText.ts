// The `pages` namespace (en + chs, loaded with those pages' chunk) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const PAGES_TEXT = defineNamespace('pages', en, chs);

export function usePagesText() {
  return useNamespaceText(PAGES_TEXT);
}

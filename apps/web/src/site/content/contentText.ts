// The `content` namespace (English with the shared sample content, Chinese fetched when wanted): the texts the data modules of site/content name by key, and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { en } from './i18n/en.js';

export const CONTENT_TEXT = defineNamespace('content', en, () => import('./i18n/chs.js').then((module) => module.chs));

export type ContentTextKey = TextKey<typeof en>;

export function useContentText() {
  return useNamespaceText(CONTENT_TEXT);
}

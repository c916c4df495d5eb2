// The `blog` namespace (en + chs, loaded with the blog pages' chunk) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const BLOG_TEXT = defineNamespace('blog', en, chs);

export type BlogTextKey = TextKey<typeof en>;

export function useBlogText() {
  return useNamespaceText(BLOG_TEXT);
}

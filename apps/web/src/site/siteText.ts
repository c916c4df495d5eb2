// The `site` namespace: the site-wide texts (brand, page titles and meta descriptions, nav, languages, the chrome of
// shared blocks, footer). English travels with the entry; Chinese is fetched when wanted, which loadMessages does
// before the first render of a Chinese visit. Its typed `t`.
import { defineNamespace } from '../i18n/defineNamespace.js';
import type { TextKey } from '../i18n/TextKey.js';
import { useNamespaceText } from '../i18n/useNamespaceText.js';
import { en } from './i18n/en.js';

export const SITE_TEXT = defineNamespace('site', en, () => import('./i18n/chs.js').then((module) => module.chs));

export type SiteTextKey = TextKey<typeof en>;

export function useSiteText() {
  return useNamespaceText(SITE_TEXT);
}

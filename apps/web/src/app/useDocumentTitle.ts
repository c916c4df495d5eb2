// Set the page title and meta description from route metadata, following the language: a title key
// 'meta.x' has its description under 'metaDescription.x' (catalogues.test.ts checks every one exists).
import { useEffect } from 'react';
import { type SiteTextKey, useSiteText } from '../site/siteText.js';

export function descriptionKey(title: SiteTextKey): SiteTextKey {
  return title.replace(/^meta\./, 'metaDescription.') as SiteTextKey;
}

export function useDocumentTitle(title: SiteTextKey, params?: Record<string, string | number>) {
  const t = useSiteText();
  const text = t(title, params);
  const brand = t('brand.name');
  const description = t(descriptionKey(title));
  useEffect(() => {
    document.title = `${text} · ${brand}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [text, brand, description]);
}

// Set the page title and meta description from route metadata, following the language: a title key
// 'meta.x' has its description under 'metaDescription.x' (catalogues.test.ts checks every one exists).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/MessageKey.js';

export function descriptionKey(title: MessageKey): MessageKey {
  return title.replace(/^meta\./, 'metaDescription.') as MessageKey;
}

export function useDocumentTitle(title: MessageKey, params?: Record<string, string | number>) {
  const { t, i18n } = useTranslation();
  const text = t(title, params ?? {});
  const brand = t('brand.name');
  const description = t(descriptionKey(title));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the text.
  useEffect(() => {
    document.title = `${text} · ${brand}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [text, brand, description, i18n.language]);
}

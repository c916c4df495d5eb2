// Set the page title from route metadata, following the language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/MessageKey.js';

export function useDocumentTitle(title: MessageKey, params?: Record<string, string | number>) {
  const { t, i18n } = useTranslation();
  const text = t(title, params ?? {});
  const brand = t('brand.name');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the text.
  useEffect(() => {
    document.title = `${text} · ${brand}`;
  }, [text, brand, i18n.language]);
}

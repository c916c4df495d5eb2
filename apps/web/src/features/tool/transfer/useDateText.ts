// Dates and times as the page's language writes them (issue 37): a Chinese page says "2026/11/28 05:00:31" whatever
// the browser's own language is, an English one "11/28/2026, 5:00:31 AM".
import { useCallback } from 'react';
import type { Language } from '../../../i18n/Language.js';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';

/** The locale each page language formats dates in. */
export const DATE_LOCALE: Record<Language, string> = { en: 'en-US', chs: 'zh-CN' };

/** A time (ms since the epoch) in the page's language. */
export function useDateText(): (time: number) => string {
  const language = useLanguageStore((state) => state.language);
  return useCallback((time: number) => new Date(time).toLocaleString(DATE_LOCALE[language]), [language]);
}

// BCP 47 tag written to <html lang> for each site language.
import type { Language } from './Language.js';

export const HTML_LANG: Record<Language, string> = { en: 'en', chs: 'zh-Hans' };

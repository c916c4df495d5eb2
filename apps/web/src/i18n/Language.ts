// The site's languages: English is the default, `chs` is Simplified Chinese (code kept from the original site).
export const LANGUAGES = ['en', 'chs'] as const;

export type Language = (typeof LANGUAGES)[number];

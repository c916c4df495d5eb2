// The site's two languages: English (default) and Simplified Chinese, coded "chs" as in the original site.
export type Locale = 'en' | 'chs';

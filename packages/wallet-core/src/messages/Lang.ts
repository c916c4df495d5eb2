/** Languages of the site: English (default) and Simplified Chinese. */
export type Lang = 'en' | 'chs';

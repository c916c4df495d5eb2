// Local storage key that keeps the chosen language (SPEC §3).
export const LANG_STORAGE_KEY = 'lang';

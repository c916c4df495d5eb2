// The language kept in local storage, or English when none (or an unknown one) is stored.
import { LANG_STORAGE_KEY } from './LANG_STORAGE_KEY.js';
import { LANGUAGES, type Language } from './Language.js';

export function readStoredLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(LANG_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall back to the default.
  }
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

// The chosen language as app state: switching loads the catalogue, updates i18n, <html lang> and local storage.
import { create } from 'zustand';
import { HTML_LANG } from './HTML_LANG.js';
import { i18n } from './i18n.js';
import { LANG_STORAGE_KEY } from './LANG_STORAGE_KEY.js';
import type { Language } from './Language.js';
import { loadMessages } from './loadMessages.js';
import { readStoredLanguage } from './readStoredLanguage.js';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: readStoredLanguage(),
  setLanguage: async (language) => {
    await loadMessages(language);
    await i18n.changeLanguage(language);
    document.documentElement.lang = HTML_LANG[language];
    try {
      localStorage.setItem(LANG_STORAGE_KEY, language);
    } catch {
      // Storage blocked: the choice still holds for this visit.
    }
    set({ language });
  },
}));

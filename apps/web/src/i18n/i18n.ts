// The i18next instance, with no texts of its own: each namespace adds its catalogues (defineNamespace), English with
// its code, Chinese on demand. A missing key is reported as a console error. Proper nouns (PROPER_NOUNS) are the same
// in every language: any text of any namespace interpolates them.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PROPER_NOUNS } from './PROPER_NOUNS.js';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // No resources to wait for: init at once, not on a later tick that could undo an early changeLanguage.
  initAsync: false,
  lng: 'en',
  fallbackLng: false,
  supportedLngs: ['en', 'chs'],
  interpolation: { escapeValue: false, defaultVariables: PROPER_NOUNS },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => {
    console.error(`Missing translation "${key}" for ${languages.join(', ')}`);
  },
  react: { useSuspense: false },
});

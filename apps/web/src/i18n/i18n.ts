// The i18next instance: English bundled, Chinese loaded on demand; a missing key is reported as a console error.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: false,
  supportedLngs: ['en', 'chs'],
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => {
    console.error(`Missing translation "${key}" for ${languages.join(', ')}`);
  },
  react: { useSuspense: false },
});

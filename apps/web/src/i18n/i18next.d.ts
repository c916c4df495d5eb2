// Typed translation keys: `t('nav.hme')` is a compile error.
import 'i18next';
import type { Messages } from './Messages.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

// Load a language's catalogue into i18n (Chinese is a separate chunk so the home page stays small).

import { en } from './en.js';
import { i18n } from './i18n.js';
import type { Language } from './Language.js';
import type { Messages } from './Messages.js';

const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => en,
  chs: () => import('./chs.js').then((m) => m.chs),
};

export async function loadMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

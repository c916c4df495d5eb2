// Load a language's catalogue into i18n (Chinese is a separate chunk so the home page stays small).

import { en } from './en.js';
import { i18n } from './i18n.js';
import type { Language } from './Language.js';
import { loadPendingChinese } from './loadPendingChinese.js';
import type { Messages } from './Messages.js';
import { pendingChinese } from './pendingChinese.js';

const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => en,
  chs: () => import('./chs.js').then((m) => m.chs),
};

export async function loadMessages(language: Language): Promise<void> {
  // From now on every namespace that ships its Chinese apart loads it before it renders (lazy pages wait for it).
  if (language === 'chs') pendingChinese.wanted = true;
  await Promise.all([
    i18n.hasResourceBundle(language, 'translation')
      ? undefined
      : loaders[language]().then((messages) => {
          if (!i18n.hasResourceBundle(language, 'translation'))
            i18n.addResourceBundle(language, 'translation', messages);
        }),
    loadPendingChinese(),
  ]);
}

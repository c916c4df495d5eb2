// Load a language's texts into i18n before it is shown. Every namespace's English travels with its code; the Chinese
// of the namespaces defined so far that ship it apart (the site's, the home page's…) is fetched here, and from now on
// before any later page renders (lazyPage).
import type { Language } from './Language.js';
import { loadPendingChinese } from './loadPendingChinese.js';
import { pendingChinese } from './pendingChinese.js';

export async function loadMessages(language: Language): Promise<void> {
  if (language === 'chs') pendingChinese.wanted = true;
  await loadPendingChinese();
}

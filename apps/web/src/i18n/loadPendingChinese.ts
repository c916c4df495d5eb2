// Loads the Chinese texts of the namespaces defined so far that ship them apart, once Chinese is wanted: the language
// switch calls it (loadMessages), and so does every lazy page after its chunk arrives and before it renders.
import { i18n } from './i18n.js';
import { pendingChinese } from './pendingChinese.js';

export async function loadPendingChinese(): Promise<void> {
  if (!pendingChinese.wanted) return;
  await Promise.all(
    [...pendingChinese.loaders].map(async ([name, load]) => {
      const chs = await load();
      if (!i18n.hasResourceBundle('chs', name)) i18n.addResourceBundle('chs', name, chs);
      pendingChinese.loaders.delete(name);
    }),
  );
}

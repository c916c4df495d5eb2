// Adds a namespace (English and Chinese: the site's, a feature's or a shared part's) to the site's i18next instance
// once; every text is in one. Call it at module level beside the components that show the texts, so they load with
// those components' chunk (the site's with the entry, a lazy page brings its own). The
// Chinese may be a loader (`() => import('./i18n/chs.js').then((m) => m.chs)`): it is then fetched only when Chinese
// is wanted (loadPendingChinese), which keeps it out of what English readers download with the chunk.
import type { Catalogue } from './Catalogue.js';
import { i18n } from './i18n.js';
import type { Namespace } from './Namespace.js';
import { pendingChinese } from './pendingChinese.js';
import type { Widen } from './Widen.js';

export function defineNamespace<C extends Catalogue>(
  name: string,
  en: C,
  chs: Widen<C> | (() => Promise<Widen<C>>),
): Namespace<C> {
  if (!i18n.hasResourceBundle('en', name)) {
    i18n.addResourceBundle('en', name, en);
    if (typeof chs === 'function') pendingChinese.loaders.set(name, chs as () => Promise<Catalogue>);
    else i18n.addResourceBundle('chs', name, chs);
  }
  return { name, en };
}

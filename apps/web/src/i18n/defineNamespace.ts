// Adds a feature's namespace (English and Chinese) to the site's i18next instance once. Call it at module level
// beside the feature's components, so the texts load with the feature's chunk (a lazy page brings its own). The
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

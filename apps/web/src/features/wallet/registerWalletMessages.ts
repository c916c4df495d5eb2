// The `wallet` namespace (English in the first load, Chinese fetched when wanted), added to the site's i18next instance once.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import { en } from './i18n/en.js';

export const WALLET_NAMESPACE = defineNamespace('wallet', en, () =>
  import('./i18n/chs.js').then((module) => module.chs),
);

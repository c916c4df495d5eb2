// The `wallet` namespace (en + chs, a few hundred bytes), added to the site's i18next instance once.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const WALLET_NAMESPACE = defineNamespace('wallet', en, chs);

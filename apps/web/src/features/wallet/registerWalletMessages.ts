// Adds the `wallet` namespace (en + chs, a few hundred bytes) to the site's i18next instance once.
import { i18n } from '../../i18n/i18n.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const WALLET_NAMESPACE = 'wallet';

if (!i18n.hasResourceBundle('en', WALLET_NAMESPACE)) {
  i18n.addResourceBundle('en', WALLET_NAMESPACE, en);
  i18n.addResourceBundle('chs', WALLET_NAMESPACE, chs);
}

// The `walletCore` namespace: wallet-core's own texts (its errors and alerts), which it publishes as i18next resources,
// added to the site's instance once. It loads with wallet-core, never on the first page, so Chinese comes along.
import { walletCoreMessages } from '@fanout/wallet-core/messages';
import { defineNamespace } from '../../i18n/defineNamespace.js';

export const WALLET_CORE_NAMESPACE = defineNamespace('walletCore', walletCoreMessages.en, walletCoreMessages.chs);

// A wallet-core text (an error's or an alert's key and values, or a server's words passing through) in the site's
// current language, through the `walletCore` namespace; the wallet names come from wallet-core, written once there.
import type { UserText } from '@fanout/wallet-core';
import { WALLET_CORE_PROPER_NOUNS } from '@fanout/wallet-core/messages';
import { namespaceText } from '../../i18n/namespaceText.js';
import { WALLET_CORE_NAMESPACE } from './registerWalletCoreMessages.js';

const t = namespaceText(WALLET_CORE_NAMESPACE);

export function walletCoreText(text: UserText): string {
  return text.key === null ? text.text : t(text.key, { ...WALLET_CORE_PROPER_NOUNS, ...text.params });
}

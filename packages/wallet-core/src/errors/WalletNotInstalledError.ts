import { translate } from '../messages/translate.js';
import { WalletCoreError } from './WalletCoreError.js';

/** No wallet in the page: no Nabox, no Clover, no injected provider, no EIP-6963 announcement. */
export class WalletNotInstalledError extends WalletCoreError {
  override readonly name = 'WalletNotInstalledError';

  constructor() {
    super(translate('en', 'walletNotFound'), { messageKey: 'walletNotFound' });
  }
}

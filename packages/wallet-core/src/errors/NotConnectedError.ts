import { WalletCoreError } from './WalletCoreError.js';

/** An action needs a connected wallet and there is none. */
export class NotConnectedError extends WalletCoreError {
  override readonly name = 'NotConnectedError';

  constructor() {
    super('Wallet not connected', { messageKey: 'walletNotConnected' });
  }
}

import type { MessageKey } from '../messages/MessageKey.js';
import { translate } from '../messages/translate.js';
import { WalletType } from '../provider/WalletType.js';
import { WalletCoreError } from './WalletCoreError.js';

const KEYS: Record<WalletType, MessageKey> = {
  [WalletType.MetaMask]: 'metaMaskEnableError',
  [WalletType.Nabox]: 'naboxWalletError',
  [WalletType.Clover]: 'clvWalletError',
};

/** The wallet answered the account request with no account (the text names the wallet type). */
export class WalletEnableError extends WalletCoreError {
  override readonly name = 'WalletEnableError';
  readonly walletType: WalletType;

  constructor(walletType: WalletType) {
    const messageKey = KEYS[walletType];
    super(translate('en', messageKey), { messageKey, details: 'eth_requestAccounts returned no account' });
    this.walletType = walletType;
  }
}

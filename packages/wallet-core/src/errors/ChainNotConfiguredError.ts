import { WalletCoreError } from './WalletCoreError.js';

/** A chain id that is not in the config's chain list, so it cannot be added to a wallet. */
export class ChainNotConfiguredError extends WalletCoreError {
  override readonly name = 'ChainNotConfiguredError';
  readonly chainId: number;

  constructor(chainId: number) {
    super('unknown network', { messageKey: 'unknownNetwork', details: `chain ${chainId} is not configured` });
    this.chainId = chainId;
  }
}

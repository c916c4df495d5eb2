import { WalletCoreError } from '../errors/WalletCoreError.js';

/** The RPC given for ENS serves another chain than Ethereum mainnet, so no name is read through it. */
export class EnsL1ChainError extends WalletCoreError {
  override readonly name = 'EnsL1ChainError';
  /** The chain id the RPC answered. */
  readonly actual: number;

  constructor(actual: number) {
    super('The ENS connection is not to Ethereum mainnet', {
      details: `eth_chainId answered ${actual}, not 1`,
      messageKey: 'ensWrongL1Chain',
      messageParams: { actual },
    });
    this.actual = actual;
  }
}

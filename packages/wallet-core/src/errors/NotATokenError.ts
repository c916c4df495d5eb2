import { WalletCoreError } from './WalletCoreError.js';

/**
 * An approval (ERC-20 `approve`, an NFT's `setApprovalForAll`) was asked for an address without contract code: such a
 * call succeeds on chain and approves nothing, so it is refused before the wallet is asked (and before any simulation).
 */
export class NotATokenError extends WalletCoreError {
  override readonly name = 'NotATokenError';
  readonly address: string;

  constructor(address: string) {
    super('No token contract at this address', {
      messageKey: 'notAToken',
      messageParams: { address },
      details: `eth_getCode(${address}) is empty: nothing to approve`,
    });
    this.address = address;
  }
}

import { WalletCoreError } from '../errors/WalletCoreError.js';

/**
 * The name's resolver holds no address for the chain paid: no record of its coin type (ENSIP-11), an empty one, one
 * that is not a 20-byte address, or a resolver that cannot answer. On an L2 the ETH record is never taken instead.
 */
export class EnsNoChainAddressError extends WalletCoreError {
  override readonly name = 'EnsNoChainAddressError';
  /** The normalised name. */
  readonly ensName: string;
  readonly chainId: number;
  /** The coin type read: 60 on chain 1, `0x80000000 | chainId` elsewhere. */
  readonly coinType: number;

  constructor(ensName: string, chainId: number, coinType: number, details: string, cause?: unknown) {
    super(chainId === 1 ? 'This ENS name has no Ethereum address' : 'This ENS name has no address for this chain', {
      details: `${ensName}, coin type ${coinType}: ${details}`,
      messageKey: chainId === 1 ? 'ensNoEthAddress' : 'ensNoChainAddress',
      messageParams: chainId === 1 ? { name: ensName } : { name: ensName, chainId },
      cause,
    });
    this.ensName = ensName;
    this.chainId = chainId;
    this.coinType = coinType;
  }
}

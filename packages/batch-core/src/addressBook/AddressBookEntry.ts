import type { Address } from '../address/Address.js';

/** A name the member gave an address, for one chain or (no `chainId`) for every chain. */
export interface AddressBookEntry {
  /** EIP-55 checksummed. */
  address: Address;
  /** Trimmed, never empty. */
  name: string;
  /** The chain the name is for (Safe{Wallet} keeps one book per chain); absent: every chain. */
  chainId?: number;
}

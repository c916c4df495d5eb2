import type { Address } from '../address/Address.js';
import type { EnsOptions } from '../ens/EnsOptions.js';

/** Options of parseSafeAirdropCsv. */
export interface ParseSafeAirdropOptions {
  /**
   * Decimals of the ERC-20 tokens of the file, read from the chain (`decimals()`): a map keyed by token address (any
   * letter case) or a function. A token left out gets a MISSING_DECIMALS error and a null plan.
   */
  decimals?: Readonly<Record<string, number>> | ((token: Address) => number | undefined);
  /** Decimals of the chain's native coin; 18 unless told. */
  nativeDecimals?: number;
  /**
   * The chain's EIP-3770 short name (`eth`, `matic`, `gno`…): a receiver written `eth:0x…` is accepted when its
   * prefix is this one, and refused (CHAIN_PREFIX) otherwise, as Safe's app does.
   */
  chainPrefix?: string;
  /**
   * ENS names as receivers, read as parseRecipients reads them (Safe's own app resolves them too): each name line is in
   * the plan's `names`, a resolved one pays its address, one not resolved yet is ENS_NAME_UNRESOLVED (resolve
   * `plan.names` and parse again with `ens.resolved`), one without an address for the chain ENS_NAME_NO_ADDRESS.
   * Without it a receiver name is refused (ENS_NAME: nothing is fetched here). A token_address is never a name.
   */
  ens?: EnsOptions;
}

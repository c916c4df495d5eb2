import type { Address } from '../address/Address.js';
import { scanAddress } from '../address/scanAddress.js';
import { createUnspendableLookup } from './createUnspendableLookup.js';
import type { UnspendableOptions } from './UnspendableOptions.js';
import type { UnspendableProblem } from './UnspendableProblem.js';

/**
 * Why nobody could spend what is sent to `address` (a precompile, a burn address, the token's own contract, BulkSend,
 * or — with `nft` — the sender itself), or undefined when nothing is known against it. Not an address: undefined
 * (the address rules say what is wrong with it). The same check parseRecipients and parseNftList apply by line.
 * @throws InvalidOptionError when one of `options`' addresses is not an address.
 */
export function unspendableProblemOf(
  address: string,
  options: UnspendableOptions & { nft?: boolean } = {},
): UnspendableProblem | undefined {
  const scan = scanAddress(address, 0, typeof address === 'string' ? address.length : 0);
  if (!scan.ok) return undefined;
  return createUnspendableLookup(options, options.nft ?? false)(scan.address as Address, scan.lookAlikeKey)?.code;
}

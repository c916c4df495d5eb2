// The per-line check behind parseRecipients and parseNftList: one Map lookup by the look-alike key scanAddress
// already computed, so a list of ordinary addresses pays almost nothing for it.
import type { Address } from '../address/Address.js';
import { scanAddress } from '../address/scanAddress.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { UNSPENDABLE_ADDRESSES } from './UNSPENDABLE_ADDRESSES.js';
import type { UnspendableOptions } from './UnspendableOptions.js';
import type { UnspendableProblem } from './UnspendableProblem.js';

/** A refused recipient: why, and what is there (a precompile's name). */
export interface UnspendableHit {
  code: UnspendableProblem;
  note: string;
}

const FILTER_SIZE = 4096;

interface Entry {
  lower: string;
  hit: UnspendableHit;
}

/**
 * Builds the lookup for one parse. `options` holds the run's own addresses; `nft` refuses the sender too.
 * Returns `(address, lookAlikeKey) => hit | undefined` for a scanned, checksummed address.
 * @throws InvalidOptionError when one of `options`' addresses is not an address.
 */
export function createUnspendableLookup(
  options: UnspendableOptions,
  nft: boolean,
): (address: Address, key: number) => UnspendableHit | undefined {
  const byKey = new Map<number, Entry[]>();
  // Low 12 bits of every listed key: a line whose key misses this table (about 99.4% of random addresses) is
  // answered by one array read instead of a Map lookup.
  const filter = new Uint8Array(FILTER_SIZE);
  const add = (address: string, hit: UnspendableHit, option?: string) => {
    const scan = scanAddress(address, 0, typeof address === 'string' ? address.length : 0);
    if (!scan.ok) {
      if (option !== undefined) throw new InvalidOptionError(option, address, 'an address (0x + 40 hex digits)');
      return;
    }
    const entry = { lower: scan.address.toLowerCase(), hit };
    filter[scan.lookAlikeKey & (FILTER_SIZE - 1)] = 1;
    const list = byKey.get(scan.lookAlikeKey);
    if (list === undefined) byKey.set(scan.lookAlikeKey, [entry]);
    else list.push(entry);
  };
  // The run's own addresses first: a token deployed at a burn-like address is named as the token.
  if (options.token !== undefined) add(options.token, { code: 'TOKEN_CONTRACT', note: '' }, 'token');
  if (options.bulkSend !== undefined) add(options.bulkSend, { code: 'BULKSEND_CONTRACT', note: '' }, 'bulkSend');
  if (nft && options.sender !== undefined) add(options.sender, { code: 'SENDER_ADDRESS', note: '' }, 'sender');
  for (const known of UNSPENDABLE_ADDRESSES) {
    add(known.address, { code: known.kind === 'precompile' ? 'PRECOMPILE_ADDRESS' : 'BURN_ADDRESS', note: known.note });
  }
  return (address, key) => {
    if (filter[key & (FILTER_SIZE - 1)] === 0) return undefined;
    const list = byKey.get(key);
    if (list === undefined) return undefined;
    const lower = address.toLowerCase();
    return list.find((entry) => entry.lower === lower)?.hit;
  };
}

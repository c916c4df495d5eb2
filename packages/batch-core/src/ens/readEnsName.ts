import type { Address } from '../address/Address.js';
import { scanAddress } from '../address/scanAddress.js';
import type { EnsNameProblem } from './EnsNameProblem.js';
import type { EnsOptions } from './EnsOptions.js';

/** A name cell read: the resolved address (with its look-alike key), or why the line cannot be paid yet. */
export type EnsNameRead =
  | { ok: true; name: string; address: Address; lookAlikeKey: number }
  | { ok: false; code: EnsNameProblem; name: string; message: string };

// Bidirectional marks and other invisible characters the normaliser's messages wrap names in.
const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Reads a cell written as an ENS name (`isEnsName`): normalised, then looked up in what the caller resolved. */
export function readEnsName(written: string, ens: EnsOptions | undefined): EnsNameRead {
  let name = written;
  if (ens?.normalize !== undefined) {
    try {
      name = ens.normalize(written);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(INVISIBLE, '');
      return {
        ok: false,
        code: 'INVALID_ENS_NAME',
        name: written,
        message: `"${written}" is not a valid ENS name: ${reason}`,
      };
    }
  }
  const resolved = ens?.resolved?.get(name);
  if (resolved === undefined) {
    return {
      ok: false,
      code: 'ENS_NAME_UNRESOLVED',
      name,
      message: `"${name}" is an ENS name: ENS names need resolution to an address before this line can be paid.`,
    };
  }
  const scan = resolved === null ? undefined : scanAddress(resolved, 0, resolved.length, true);
  if (scan === undefined || !scan.ok || /^0x0{40}$/.test(resolved ?? '')) {
    return {
      ok: false,
      code: 'ENS_NAME_NO_ADDRESS',
      name,
      message: `"${name}" has no address on this chain; ask for an address or a name set up for this chain.`,
    };
  }
  return { ok: true, name, address: scan.address, lookAlikeKey: scan.lookAlikeKey };
}

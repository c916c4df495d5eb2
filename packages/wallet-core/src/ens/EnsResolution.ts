import type { EnsNameError } from './EnsNameError.js';

/** One name's answer, in the order the names were given. */
export type EnsResolution =
  | {
      ok: true;
      /** The text as given. */
      input: string;
      /** The name normalised (ENSIP-15): what was resolved, and what to show beside the address. */
      name: string;
      /** The address for the chain, checksummed (EIP-55). */
      address: `0x${string}`;
      /** The coin type read: 60 (`addr(node)`) on chain 1, `0x80000000 | chainId` (ENSIP-11) elsewhere. */
      coinType: number;
      /** The address's primary name for the chain (ENSIP-19 reverse record), normalised; null when it has none. */
      primaryName: string | null;
      /** Whether the primary name is this name; null when the address has no primary name. */
      reverseMatches: boolean | null;
    }
  | {
      ok: false;
      input: string;
      /** The name normalised; null when it is not a valid name. */
      name: string | null;
      error: EnsNameError;
    };

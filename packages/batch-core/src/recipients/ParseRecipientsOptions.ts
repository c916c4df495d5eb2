import type { EnsOptions } from '../ens/EnsOptions.js';

/** Options of parseRecipients. */
export interface ParseRecipientsOptions {
  /** The token's decimals (0..255); amounts may not have more fraction digits (beyond trailing zeros). */
  decimals: number;
  /** Most different recipients allowed; unlimited when absent (chunk() splits long lists for the contract). */
  maxRecipients?: number;
  /** The token's contract: a line paying it is refused (`TOKEN_CONTRACT`); the native coin has none. */
  token?: string;
  /** The BulkSend contract of the run: a line paying it is refused (`BULKSEND_CONTRACT`). */
  bulkSend?: string;
  /**
   * ENS names in the address column: the normaliser and what the caller resolved. Without it every name line is
   * `ENS_NAME_UNRESOLVED` (never silently dropped or paid).
   */
  ens?: EnsOptions;
}

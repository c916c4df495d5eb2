import type { LookAlikeSource } from './LookAlikeSource.js';

/** An address the sender knows (a past payee or an address-book entry), as held in a look-alike index. */
export interface KnownAddress {
  readonly address: string;
  /** The address in lower case: what equality is decided on. */
  readonly lower: string;
  readonly source: LookAlikeSource;
}

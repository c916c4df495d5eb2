import type { LookAlikeSource } from './LookAlikeSource.js';

/** A line whose recipient looks like (same first and last hex digits) a different, known address. */
export interface LookAlikeMatch {
  /** 1-based line of the list. */
  line: number;
  /** The line's recipient, as given. */
  address: string;
  /** The different address it looks like, as it was given (history, address book or the other line). */
  lookAlike: string;
  /** Where `lookAlike` comes from. */
  source: LookAlikeSource;
  /** 0-based indexes (into the 42-character strings) where the two differ, ignoring case: what to mark. */
  differingPositions: number[];
}

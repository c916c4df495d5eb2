/** A line whose recipient was written as an ENS name. */
export interface EnsNameLine {
  /** 1-based line number. */
  line: number;
  /** The name as written in the list. */
  written: string;
  /** The normalised name (the key of `ens.resolved`); the name as written when no normaliser was given. */
  name: string;
}

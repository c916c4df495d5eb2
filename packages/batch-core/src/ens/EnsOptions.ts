/**
 * How a list's ENS names are read. batch-core has no dependencies, so the normaliser is given by the caller: pass
 * `ensNormalize` from ethers or `ens_normalize` from `@adraffy/ens-normalize` (ENSIP-15, the library ethers uses).
 */
export interface EnsOptions {
  /** ENSIP-15 normalisation: returns the normalised name, throws on a name that is not valid. */
  readonly normalize?: (name: string) => string;
  /**
   * What the caller resolved, by normalised name (by the name as written without `normalize`): the address for the
   * run's chain, or null when the name has none there (never the ETH record on another chain: ENSIP-11 / ENSIP-19).
   * A name missing from the map stays `ENS_NAME_UNRESOLVED`.
   */
  readonly resolved?: ReadonlyMap<string, string | null>;
}

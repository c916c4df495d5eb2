// What the preview's parse needs of the names read so far: plain maps, so they travel to the preview worker.

export interface EnsRequest {
  /** By the name as written in the list: its normalised form (ENSIP-15), or why it is not a valid name. */
  normalised: ReadonlyMap<string, string | { invalid: string }>;
  /** By normalised name: the address for the run's chain, or null when the name has none there. */
  resolved: ReadonlyMap<string, string | null>;
}

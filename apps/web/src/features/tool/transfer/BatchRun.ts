// What has been sent of one batch: per chunk the submitted hash and whether it is confirmed (for resuming).
export interface BatchRun {
  /** Identifies the plan + token + contract the run belongs to. */
  key: string;
  hashes: (string | null)[];
  confirmed: boolean[];
}

/** Lets one sender at a time work on a run (two tabs, two engine instances). */
export interface RunLocks {
  /**
   * Runs `task` while holding the lock named `name`; rejects with `RunLockedError` at once when another holder has
   * it (never queues: a second tab must not send after the first finished without reconciling again).
   */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /**
   * Which kind of lock this is: 'web-locks' (across tabs of an origin), 'process' (this JS realm only) or 'file'
   * (across Node processes sharing a run folder: `createFileRunStorage`).
   */
  readonly kind: 'web-locks' | 'process' | 'file';
}

/** Defaults of `readSenderHistory`. */
export const HISTORY_DEFAULTS = {
  /** The window read when the caller gives no `since`: the last 7 days. */
  windowMs: 7 * 24 * 60 * 60 * 1000,
  /** Retries of one request that failed for another reason than a refused range (network, rate limit). */
  retries: 3,
  /** First wait before a retry; doubles on each. */
  retryDelayMs: 500,
  /** Transactions and blocks fetched at the same time (public RPCs rate-limit bursts). */
  concurrency: 4,
} as const;

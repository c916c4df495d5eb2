/** Timings of a wait on the chain (receipts, a chunk's outcome, approvals in flight). */
export type PollOptions = {
  /** First wait between reads; a read that answers resets the wait to it. */
  pollIntervalMs: number;
  /** A failed read doubles the wait, up to this. */
  maxPollIntervalMs: number;
  /** Gives up after this long (the caller decides what that means). */
  timeoutMs: number;
  /** Clock in milliseconds (Date.now). */
  now: () => number;
  /** Waits `ms` (setTimeout); replaced in tests. */
  sleep: (ms: number) => Promise<void>;
  /** Stops waiting (rejects with the signal's reason) before the next read. */
  signal?: AbortSignal | undefined;
};

/**
 * The package's one polling loop: calls `read` until it returns a value (not `undefined`) or `timeoutMs` passes. A read
 * that throws is a failed poll, never an answer: it is retried after a doubling wait (a flaky RPC must not turn into a
 * failed transaction). Returns `{ done: true, value }`, or `{ done: false }` on timeout.
 */
export async function pollUntil<T>(
  read: () => Promise<T | undefined>,
  options: PollOptions,
): Promise<{ done: true; value: T } | { done: false }> {
  const deadline = options.now() + options.timeoutMs;
  let delay = options.pollIntervalMs;
  for (;;) {
    options.signal?.throwIfAborted();
    try {
      const value = await read();
      if (value !== undefined) return { done: true, value };
      delay = options.pollIntervalMs;
    } catch {
      delay = Math.min(delay * 2, options.maxPollIntervalMs);
    }
    if (options.now() > deadline) return { done: false };
    await options.sleep(delay);
  }
}

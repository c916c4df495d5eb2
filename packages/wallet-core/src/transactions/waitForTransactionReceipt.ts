import { ReceiptTimeoutError } from '../errors/ReceiptTimeoutError.js';
import { TransactionRevertedError } from '../errors/TransactionRevertedError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { decodeReceipt } from './decodeReceipt.js';
import { type PollOptions, pollUntil } from './pollUntil.js';
import type { TransactionReceipt } from './TransactionReceipt.js';

/** Default timings of `waitForTransactionReceipt` (about one Polygon block between reads, five minutes in all). */
export const RECEIPT_WAIT_DEFAULTS = {
  pollIntervalMs: 2_000,
  maxPollIntervalMs: 15_000,
  timeoutMs: 300_000,
} as const;

export type WaitForTransactionReceiptOptions = Partial<PollOptions> & {
  /** Throw TransactionRevertedError for a mined, failed transaction instead of returning its receipt. */
  throwOnRevert?: boolean;
};

/**
 * The package's receipt waiter: reads `eth_getTransactionReceipt` from `provider` until the transaction is mined. A
 * failed read is retried with a doubling wait (a flaky RPC is not a failed transaction). Resolves with the receipt,
 * reverted ones included (`success: false`: the caller decides what a revert means) unless `throwOnRevert`.
 * @throws ReceiptTimeoutError when no receipt came within `timeoutMs` (the transaction may still be mined),
 *   TransactionRevertedError (with `throwOnRevert`)
 */
export async function waitForTransactionReceipt(
  provider: Eip1193Provider,
  hash: string,
  options: WaitForTransactionReceiptOptions = {},
): Promise<TransactionReceipt> {
  const timing: PollOptions = {
    pollIntervalMs: options.pollIntervalMs ?? RECEIPT_WAIT_DEFAULTS.pollIntervalMs,
    maxPollIntervalMs: options.maxPollIntervalMs ?? RECEIPT_WAIT_DEFAULTS.maxPollIntervalMs,
    timeoutMs: options.timeoutMs ?? RECEIPT_WAIT_DEFAULTS.timeoutMs,
    now: options.now ?? Date.now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    signal: options.signal,
  };
  const result = await pollUntil(async () => {
    const raw = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as Record<
      string,
      unknown
    > | null;
    return decodeReceipt(raw) ?? undefined;
  }, timing);
  if (!result.done) throw new ReceiptTimeoutError(hash, timing.timeoutMs);
  if (options.throwOnRevert && !result.value.success) throw new TransactionRevertedError(hash);
  return result.value;
}

import type { BulkSendRun } from './BulkSendRun.js';
import type { ChainPayment } from './ChainPayment.js';

/** A line of a run that the chain says this sender already paid (same token, same chain), with when and where. */
export type PaidOnChainLine = {
  /** The line's number in the member's list. */
  line: number;
  address: `0x${string}`;
  /** What the line asks for now. */
  amount: bigint;
  /** What the transaction paid this address (summed when it paid the address on several lines). */
  paidAmount: bigint;
  hash: `0x${string}`;
  /** Block timestamp, ms since epoch. */
  paidAt: number;
  blockNumber: bigint;
};

/**
 * Lines of `run` whose recipient (compared case-insensitively) this sender already paid in `payments` with the run's
 * token (null = the native coin), in list order, each naming the latest such payment. Payments whose recipients are
 * unknown (`recipients: null`, e.g. sent through a Safe) cannot be matched: the caller reports those separately.
 */
export function paidLinesOnChain(
  run: Pick<BulkSendRun, 'lines' | 'token'>,
  payments: readonly ChainPayment[],
): PaidOnChainLine[] {
  const token = run.token?.toLowerCase() ?? null;
  /** Latest payment per recipient (lower-cased address) with the amount it paid there. */
  const latest = new Map<string, { payment: ChainPayment; amount: bigint }>();
  for (const payment of payments) {
    if ((payment.token?.toLowerCase() ?? null) !== token || !payment.recipients) continue;
    const paid = new Map<string, bigint>();
    for (const { address, amount } of payment.recipients) {
      const key = address.toLowerCase();
      paid.set(key, (paid.get(key) ?? 0n) + amount);
    }
    for (const [address, amount] of paid) {
      const known = latest.get(address);
      const newer =
        !known ||
        payment.blockNumber > known.payment.blockNumber ||
        (payment.blockNumber === known.payment.blockNumber && payment.timestamp >= known.payment.timestamp);
      if (newer) latest.set(address, { payment, amount });
    }
  }
  const lines: PaidOnChainLine[] = [];
  for (const line of run.lines) {
    const found = latest.get(line.address.toLowerCase());
    if (!found) continue;
    lines.push({
      line: line.line,
      address: line.address,
      amount: line.amount,
      paidAmount: found.amount,
      hash: found.payment.hash,
      paidAt: found.payment.timestamp,
      blockNumber: found.payment.blockNumber,
    });
  }
  return lines;
}

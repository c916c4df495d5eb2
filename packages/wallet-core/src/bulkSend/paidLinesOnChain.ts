import type { BulkSendRun } from './BulkSendRun.js';
import type { ChainPayment } from './ChainPayment.js';

/** A line of a run that the chain says this sender already paid (same token, same chain), with when and where. */
export type PaidOnChainLine = {
  /** The line's number in the member's list. */
  line: number;
  address: `0x${string}`;
  /** NFT runs: the line's token id. */
  tokenId?: bigint;
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
 * token (null = the native coin), in list order, each naming the latest such payment. NFT runs match what the asset
 * names one delivery: an ERC-721 token id already sent (to anyone), an ERC-1155 id already
 * sent to that address. Payments whose recipients are unknown (`recipients: null`) cannot be matched: the caller
 * reports those separately. A Safe's payments are read through its `execTransaction`: pass them through
 * `resolveSafeRecipients` (`@fanout/wallet-core/safe`) first.
 */
export function paidLinesOnChain(
  run: Pick<BulkSendRun, 'lines' | 'token' | 'standard'>,
  payments: readonly ChainPayment[],
): PaidOnChainLine[] {
  const token = run.token?.toLowerCase() ?? null;
  // What names one delivery: the address for the coin and ERC-20; an ERC-721 id goes out once (to whomever), so the
  // id; an ERC-1155 id to an address.
  const keyOf = (entry: { address: string; tokenId?: bigint | undefined }) =>
    run.standard === 'erc721'
      ? `id:${entry.tokenId ?? ''}`
      : run.standard === 'erc1155'
        ? `${entry.address.toLowerCase()}:${entry.tokenId ?? ''}`
        : entry.address.toLowerCase();
  /** Latest payment per recipient (lower-cased address) with the amount it paid there. */
  const latest = new Map<string, { payment: ChainPayment; amount: bigint }>();
  for (const payment of payments) {
    if ((payment.token?.toLowerCase() ?? null) !== token || !payment.recipients) continue;
    const paid = new Map<string, bigint>();
    for (const entry of payment.recipients) {
      const key = keyOf(entry);
      paid.set(key, (paid.get(key) ?? 0n) + entry.amount);
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
    const found = latest.get(keyOf(line));
    if (!found) continue;
    lines.push({
      line: line.line,
      address: line.address,
      ...(line.tokenId !== undefined ? { tokenId: line.tokenId } : {}),
      amount: line.amount,
      paidAmount: found.amount,
      hash: found.payment.hash,
      paidAt: found.payment.timestamp,
      blockNumber: found.payment.blockNumber,
    });
  }
  return lines;
}

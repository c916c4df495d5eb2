import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { paidLinesOnChain } from '../bulkSend/paidLinesOnChain.js';
import type { SafeQueuedProposal } from './SafeQueuedProposal.js';

/** A queued Safe transaction that would pay lines of a run, and which. */
export type QueuedLines = {
  safeTxHash: `0x${string}`;
  nonce: bigint;
  /** The run's line numbers (the member's list) it would pay, in list order. */
  lines: number[];
};

/**
 * Which lines of `run` each queued proposal of the Safe would pay, matched as the chain-as-ledger check matches paid
 * lines (`paidLinesOnChain`: the recipient, or the NFT's id), so an edited list (new batch ids) is matched too.
 * Proposals this run made itself (their `safeTxHash` in its attempts) are left out: they are its own chunks, followed.
 * Pure.
 */
export function queuedLinesOf(
  run: Pick<BulkSendRun, 'lines' | 'token' | 'standard' | 'chunks'>,
  queue: readonly SafeQueuedProposal[],
): QueuedLines[] {
  const own = new Set(
    run.chunks.flatMap((chunk) =>
      chunk.attempts.flatMap((attempt) => attempt.proposal?.safeTxHash?.toLowerCase() ?? []),
    ),
  );
  return queue.flatMap((proposal) => {
    if (own.has(proposal.safeTxHash.toLowerCase())) return [];
    const payments = proposal.calls.map((call) => ({
      ...call,
      hash: proposal.safeTxHash,
      blockNumber: 0n,
      blockHash: proposal.safeTxHash,
      timestamp: 0,
    }));
    const lines = paidLinesOnChain(run, payments).map((line) => line.line);
    return lines.length > 0 ? [{ safeTxHash: proposal.safeTxHash, nonce: proposal.nonce, lines }] : [];
  });
}

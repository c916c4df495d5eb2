import { zeroPadValue } from 'ethers';
import { decodeReceipt } from '../transactions/decodeReceipt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk, RunReceipt } from './BulkSendRun.js';
import { bulkSendInterface } from './contractInterfaces.js';
import { legacyBatchIdOf, readChunkPaid } from './readChunkPaid.js';
import { rpc } from './rpc.js';
import { runReceiptOf } from './runReceiptOf.js';

/** What the chain says of a chunk: paid (by `receipt` when a transaction named to it carries its event), or not. */
export type ChunkPayment = {
  paid: boolean;
  /** The transaction among `hashes` whose receipt carries the chunk's `BatchSent` event. */
  receipt?: RunReceipt;
  /** Every receipt read on the way, by hash (a reverted one, or one that ran without paying this chunk). */
  receipts: Map<string, RunReceipt>;
};

type RawLog = { address?: string; topics?: string[]; removed?: boolean };

const BATCH_SENT_TOPIC = bulkSendInterface.getEvent('BatchSent')?.topicHash.toLowerCase();

/**
 * The one rule for "paid", for every sender (a wallet, an EIP-5792 bundle, a Safe): a chunk is paid when the receipt
 * of one of `hashes` (the transactions a sender or a wallet's bundle status named, newest first) is successful AND
 * carries BulkSend's `BatchSent(sender, batchId)` event emitted by the run's BulkSend; or else when
 * `batchSent(sender, batchId)` is true at `blockTag` (default latest). A successful receipt alone never is: a wallet
 * may answer a bundle with the approval's transaction, or an ERC-4337 account's outer call whose inner calls reverted.
 * A failed read throws (a failed poll, never "unpaid").
 */
export async function readChunkPayment(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  hashes: readonly string[],
  blockTag?: string,
): Promise<ChunkPayment> {
  const receipts = new Map<string, RunReceipt>();
  for (const hash of new Set(hashes)) {
    const raw = await rpc<Record<string, unknown> | null>(config.reader, 'eth_getTransactionReceipt', [hash]);
    const decoded = decodeReceipt(raw);
    if (!decoded) continue;
    const receipt = runReceiptOf(decoded);
    receipts.set(hash, receipt);
    if (receipt.success && carriesBatchSent(raw?.logs, run, chunk)) return { paid: true, receipt, receipts };
  }
  return { paid: await readChunkPaid(config, run, chunk, blockTag), receipts };
}

/** Whether a receipt's logs hold the run's BulkSend's `BatchSent` for the run's sender and this chunk's batch id. */
function carriesBatchSent(logs: unknown, run: BulkSendRun, chunk: RunChunk): boolean {
  if (!Array.isArray(logs) || !BATCH_SENT_TOPIC) return false;
  const sender = zeroPadValue(run.sender, 32).toLowerCase();
  const ids = [chunk.batchId, legacyBatchIdOf(run, chunk)].filter(Boolean).map((id) => String(id).toLowerCase());
  return (logs as RawLog[]).some(
    (log) =>
      !log.removed &&
      log.address?.toLowerCase() === run.bulkSend.toLowerCase() &&
      log.topics?.[0]?.toLowerCase() === BATCH_SENT_TOPIC &&
      log.topics[1]?.toLowerCase() === sender &&
      ids.includes(log.topics[2]?.toLowerCase() ?? ''),
  );
}

import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk, RunReceipt, TransactionAttempt } from './BulkSendRun.js';
import { findBatchTransaction } from './findBatchTransaction.js';
import { type BundleState, followBundle } from './followBundle.js';
import { readChunkPayment } from './readChunkPayment.js';
import type { SenderNonces } from './readNonces.js';
import { readReceipt } from './readReceipt.js';
import { rpc } from './rpc.js';

/**
 * Brings one chunk in line with the chain (mutates it). `nonces` must be read BEFORE this call, so that a nonce
 * seen as mined is never newer than the `batchSent` read here. The rules, in order:
 * 1. the receipt of a submitted hash (or of the one transaction a wallet's bundle status names) is successful and
 *    carries the chunk's `BatchSent` event from the run's BulkSend → confirmed, that transaction its receipt; a
 *    successful receipt without it is never "paid" (`readChunkPayment`, the one rule for every sender);
 * 2. `batchSent(sender, batchId)` → confirmed (a replacement, another browser, a lost hash; its transaction is then
 *    looked up by BulkSend's `BatchSent` event for the receipts);
 * 3. not paid, and the last attempt's nonce is mined → that nonce went to another transaction (replaced, cancelled)
 *    or ours reverted → pending (safe: the chain refuses a repeat anyway);
 * 4. not paid, nonce not mined: a known hash stays `submitted` (unless the node no longer knows it and nothing waits
 *    at that nonce: dropped → pending); an attempt without hash is `unknown` while the sender has a transaction
 *    waiting in the mempool, else pending (the page died before the wallet broadcast anything).
 *    `unknown` (an error after a possible broadcast) stays unknown until rule 2 or 3 settles it; once nothing of the
 *    sender waits at its nonce it is marked `resendable`, and `resendUnknown` then makes it pending (never while
 *    something may still be mined at that nonce).
 * A chunk proposed as a Safe transaction (`attempt.proposal`) skips rules 3–4: it stays `submitted` until rule 2.
 * A `confirmed` chunk is re-read (a reorganisation can drop a mined transaction): its receipt still there carrying the
 * chunk's event, or `batchSent` true, keeps it; otherwise it goes back to `pending` with the same batch id (the chain
 * refuses a repeat, so sending it again is safe) and this returns true ("reorged").
 * A failed read throws: the caller keeps the chunk as it was (a failed poll is not a failed transaction).
 */
export async function reconcileChunk(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  nonces: SenderNonces,
  options: { resendUnknown?: boolean } = {},
): Promise<boolean> {
  if (chunk.status === 'confirmed') return !(await stillPaid(config, run, chunk));
  delete chunk.resendable;
  // Sent in an EIP-5792 bundle: the wallet's status names its transaction (receipts) and says when it is settled.
  const bundle = await followBundle(config, chunk.attempts.at(-1));
  // Rules 1 and 2 in one read (`readChunkPayment`): the chunk's event in a named transaction, else `batchSent`.
  const named = chunk.attempts.map((attempt) => attempt.hash).filter((hash) => hash !== undefined);
  const shared = bundle?.state === 'final' || bundle?.state === 'pending' ? bundle.shared : undefined;
  const payment = await readChunkPayment(config, run, chunk, [...named.reverse(), ...(shared ? [shared] : [])]);
  let reverted: RunReceipt | undefined;
  for (const attempt of [...chunk.attempts].reverse()) {
    const receipt = attempt.hash ? payment.receipts.get(attempt.hash) : undefined;
    if (!receipt || receipt.hash === payment.receipt?.hash) continue;
    if (!receipt.success) {
      reverted ??= receipt;
      attempt.outcome = 'error';
      attempt.error = 'reverted';
    } else if (attempt.calls) {
      // The wallet named a transaction of its bundle that did not pay this chunk (the approval alone, an account's
      // outer call): it is not this chunk's transaction, and no receipt may give it to the chunk's lines.
      delete attempt.hash;
      attempt.outcome = 'error';
      attempt.error = 'the bundle’s transaction did not pay this chunk';
    }
  }
  if (payment.receipt) {
    const paying = payment.receipt.hash;
    const attempt = chunk.attempts.find((one) => one.hash === paying) ?? chunk.attempts.at(-1);
    if (attempt) {
      attempt.hash ??= paying;
      attempt.submittedAt ??= config.now();
      delete attempt.outcome;
      delete attempt.error;
    }
    chunk.status = 'confirmed';
    chunk.receipt = payment.receipt;
    delete chunk.lastError;
    return false;
  }
  if (payment.paid) {
    chunk.status = 'confirmed';
    delete chunk.lastError;
    const last = chunk.attempts.at(-1);
    if (last?.hash) {
      // Mined between the receipt read and now?
      const mined = await readChunkPayment(config, run, chunk, [last.hash]);
      if (mined.receipt) {
        chunk.receipt = mined.receipt;
        return false;
      }
      last.outcome = 'replaced';
    } else if (last?.outcome === 'error') {
      // The wallet failed after broadcasting: the chain shows it went through.
      delete last.outcome;
      delete last.error;
    }
    // Paid by a transaction this run has no hash of (replacement, lost answer, another device, a Safe's execution):
    // found by its event.
    const receipt = await receiptByEvent(config, run, chunk);
    if (receipt) chunk.receipt = receipt;
    return false;
  }
  const last = chunk.attempts.at(-1);
  if (!last || chunk.status === 'pending') {
    chunk.status = 'pending';
    return false;
  }
  if (bundle && settleBundleChunk(chunk, last, bundle, options)) return false;
  if (last.proposal) {
    // A proposed Safe transaction: not paid until the owners execute it; the Safe's account nonce says nothing of it.
    // Refused in the host → pending; otherwise proposed (or maybe proposed, when the host's answer was lost): followed.
    chunk.status = last.outcome === 'rejected' ? 'pending' : 'submitted';
    return false;
  }
  if (nonces.latest > last.nonce) {
    if (reverted) chunk.lastError = { name: 'ChunkRevertedError', message: `reverted on chain (${reverted.hash})` };
    else last.outcome = last.hash ? 'replaced' : (last.outcome ?? 'dropped');
    chunk.status = 'pending';
    return false;
  }
  if (chunk.status === 'submitted' && last.hash) {
    const known = await rpc(config.reader, 'eth_getTransactionByHash', [last.hash]);
    if (!known && nonces.pending <= last.nonce) {
      last.outcome = 'dropped';
      chunk.status = 'pending';
    }
    return false;
  }
  if (chunk.status === 'signing') {
    if (nonces.pending > last.nonce) chunk.status = 'unknown';
    else {
      last.outcome ??= 'dropped';
      chunk.status = 'pending';
    }
    return false;
  }
  if (chunk.status === 'unknown') {
    // Not paid, its nonce not mined, and nothing of the sender waits at or after it: the wallet did not broadcast it
    // (to this node). It may be sent again, but only on an explicit request: a new attempt carries the same batch id,
    // so the chain refuses it if the first one shows up after all.
    const provenUnsent = nonces.pending <= last.nonce;
    if (provenUnsent && options.resendUnknown) {
      last.outcome = 'dropped';
      chunk.status = 'pending';
    } else if (provenUnsent) chunk.resendable = true;
  }
  return false;
}

/**
 * A chunk of a bundle that the chain does not show as paid (caller checked `batchSent`): pending while the wallet says
 * pending; unpaid once the bundle is settled (it failed, or ran without this chunk: the same batch id may go again);
 * never received by the wallet while `signing` → pending. Returns false where the nonce rules decide instead (the
 * wallet cannot be asked, or forgot a bundle it took).
 */
function settleBundleChunk(
  chunk: RunChunk,
  last: TransactionAttempt,
  bundle: BundleState,
  options: { resendUnknown?: boolean },
): boolean {
  if (bundle.state === 'pending') {
    chunk.status = 'submitted';
    return true;
  }
  if (bundle.state === 'final') {
    last.outcome ??= 'error';
    last.error ??= `bundle status ${bundle.status}`;
    chunk.status = 'pending';
    chunk.lastError = {
      name: 'CallsFailedError',
      message: `The wallet's bundle with chunk ${chunk.index + 1} ended with status ${bundle.status}; it is not paid`,
    };
    return true;
  }
  if (bundle.state === 'unknownId' && !last.hash) {
    if (chunk.status === 'signing' || options.resendUnknown) {
      last.outcome ??= 'dropped';
      chunk.status = 'pending';
    } else {
      // Taken by a wallet that no longer knows it: not paid now; a new bundle carries the same batch id.
      chunk.status = 'unknown';
      chunk.resendable = true;
    }
    return true;
  }
  return false;
}

/** Re-reads a chunk the run has as paid: still paid (receipt in the canonical chain, or `batchSent`), or vanished. */
async function stillPaid(config: BulkSendConfig, run: BulkSendRun, chunk: RunChunk): Promise<boolean> {
  // Its transaction still in the chain and still carrying the chunk's event (never a bare successful receipt), or
  // `batchSent`: the same rule as for a chunk not yet paid.
  const payment = await readChunkPayment(config, run, chunk, chunk.receipt ? [chunk.receipt.hash] : []);
  const { receipt } = payment;
  if (chunk.receipt && receipt) {
    // Re-mined in another block after a reorganisation: paid, but its finality starts over.
    if (receipt.blockHash !== chunk.receipt.blockHash) chunk.finality = 'included';
    chunk.receipt = receipt;
    return true;
  }
  if (payment.paid) {
    // Paid by another transaction than the one the run knew (the reorganisation re-ordered them), or paid without its
    // transaction found when it was confirmed (the event read failed then): found by its event now, for its link.
    const found = await receiptByEvent(config, run, chunk);
    if (chunk.receipt) {
      if (found) chunk.receipt = found;
      else delete chunk.receipt;
      chunk.finality = 'included';
    } else if (found) chunk.receipt = found;
    return true;
  }
  chunk.status = 'pending';
  delete chunk.receipt;
  delete chunk.finality;
  const last = chunk.attempts.at(-1);
  if (last) last.outcome = 'dropped';
  chunk.lastError = {
    name: 'ChunkReorged',
    message: `A reorganisation of the chain dropped the transaction of chunk ${chunk.index + 1}; it can be sent again`,
  };
  return false;
}

/** The successful transaction that paid a chunk, found by BulkSend's `BatchSent` event (null: none found, or unread). */
async function receiptByEvent(config: BulkSendConfig, run: BulkSendRun, chunk: RunChunk): Promise<RunReceipt | null> {
  const found = await findBatchTransaction(config, {
    bulkSend: run.bulkSend,
    sender: run.sender,
    batchId: chunk.batchId,
  });
  const receipt = found ? await readReceipt(config, found.hash).catch(() => null) : null;
  return receipt?.success ? receipt : null;
}

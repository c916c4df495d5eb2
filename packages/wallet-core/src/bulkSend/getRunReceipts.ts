import type { BulkSendRun, RunChunk, RunReceipt } from './BulkSendRun.js';
import type { ReceiptRow, RunReceipts } from './RunReceipts.js';

/**
 * Per-recipient receipts (line, address, ENS name, amount, chunk, batch id, tx hash, block, status, finality) and the run's
 * summary. A transaction is counted once however many chunks or approvals it carries (a Safe transaction pays
 * several chunks); a paid chunk's fee is the one its `BatchSent` event recorded, else the one this engine attached.
 */
export function getRunReceipts(run: BulkSendRun): RunReceipts {
  const rows: ReceiptRow[] = [];
  let paid = 0n;
  let total = 0n;
  let fees = 0n;
  let gasUsed = 0n;
  let networkCost = 0n;
  const counted = new Set<string>();
  const countGas = (receipt: RunReceipt | undefined) => {
    if (!receipt || counted.has(receipt.hash.toLowerCase())) return;
    counted.add(receipt.hash.toLowerCase());
    gasUsed += receipt.gasUsed;
    networkCost += receipt.gasUsed * receipt.effectiveGasPrice;
  };
  for (const chunk of run.chunks) {
    const isPaid = chunk.status === 'confirmed';
    const status: ReceiptRow['status'] = isPaid ? 'paid' : chunk.status === 'pending' ? 'unpaid' : 'in-flight';
    if (isPaid) {
      paid += chunk.total;
      fees += chunk.receipt ? feeOf(run, chunk) : 0n;
      countGas(chunk.receipt);
    }
    total += chunk.total;
    for (const line of run.lines.slice(chunk.start, chunk.start + chunk.count)) {
      rows.push({
        line: line.line,
        address: line.address,
        name: line.name ?? '',
        amount: line.amount,
        ...(line.tokenId !== undefined ? { tokenId: line.tokenId } : {}),
        chunk: chunk.index + 1,
        batchId: chunk.batchId,
        txHash: isPaid ? (chunk.receipt?.hash ?? '') : (chunk.attempts.at(-1)?.hash ?? ''),
        block: isPaid ? (chunk.receipt?.blockNumber ?? null) : null,
        status,
        finality: isPaid ? (chunk.finality ?? 'included') : '',
      });
    }
  }
  for (const approval of run.approvals) countGas(approval.receipt);
  return {
    rows,
    summary: {
      runId: run.id,
      chainId: run.chainId,
      bulkSend: run.bulkSend,
      sender: run.sender,
      token: run.token,
      ...(run.standard !== undefined ? { standard: run.standard } : {}),
      symbol: run.symbol,
      decimals: run.decimals,
      label: run.label,
      recipients: run.lines.length,
      chunks: run.chunks.length,
      chunksPaid: run.chunks.filter((c) => c.status === 'confirmed').length,
      total,
      paid,
      fees,
      gasUsed,
      networkCost,
      status: run.status,
      chunksFinal: run.chunks.filter((c) => c.status === 'confirmed' && c.finality === 'final').length,
      chunksIncluded: run.chunks.filter((c) => c.status === 'confirmed' && c.finality !== 'final').length,
      minedElsewhere: run.chunks.flatMap((c) =>
        c.minedElsewhere
          ? [{ chunk: c.index + 1, chainId: c.minedElsewhere.chainId, hash: c.minedElsewhere.hash }]
          : [],
      ),
      startedAt: new Date(run.createdAt).toISOString(),
      finishedAt: run.finishedAt !== undefined ? new Date(run.finishedAt).toISOString() : null,
    },
  };
}

/** The fee the chain recorded for the chunk (its `BatchSent` from the run's BulkSend), else the fee attached to it. */
function feeOf(run: BulkSendRun, chunk: RunChunk): bigint {
  const recorded = chunk.receipt?.batches?.find(
    (batch) =>
      batch.emitter === run.bulkSend.toLowerCase() &&
      batch.sender === run.sender.toLowerCase() &&
      batch.batchId === chunk.batchId.toLowerCase(),
  );
  return recorded?.fee ?? chunk.fee ?? 0n;
}

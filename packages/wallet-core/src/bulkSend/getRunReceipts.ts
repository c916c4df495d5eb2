import type { BulkSendRun } from './BulkSendRun.js';
import type { ReceiptRow, RunReceipts } from './RunReceipts.js';

/**
 * Per-recipient receipts (line, address, amount, chunk, batch id, tx hash, block, status, finality) and the run's
 * summary.
 */
export function getRunReceipts(run: BulkSendRun): RunReceipts {
  const rows: ReceiptRow[] = [];
  let paid = 0n;
  let total = 0n;
  let fees = 0n;
  let gasUsed = 0n;
  let networkCost = 0n;
  for (const chunk of run.chunks) {
    const isPaid = chunk.status === 'confirmed';
    const status: ReceiptRow['status'] = isPaid ? 'paid' : chunk.status === 'pending' ? 'unpaid' : 'in-flight';
    if (isPaid) {
      paid += chunk.total;
      fees += chunk.receipt ? (chunk.fee ?? 0n) : 0n;
      if (chunk.receipt) {
        gasUsed += chunk.receipt.gasUsed;
        networkCost += chunk.receipt.gasUsed * chunk.receipt.effectiveGasPrice;
      }
    }
    total += chunk.total;
    for (const line of run.lines.slice(chunk.start, chunk.start + chunk.count)) {
      rows.push({
        line: line.line,
        address: line.address,
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
  for (const approval of run.approvals) {
    if (approval.receipt) {
      gasUsed += approval.receipt.gasUsed;
      networkCost += approval.receipt.gasUsed * approval.receipt.effectiveGasPrice;
    }
  }
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

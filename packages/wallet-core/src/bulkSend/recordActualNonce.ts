import type { BulkSendConfig } from './BulkSendConfig.js';
import type { TransactionAttempt } from './BulkSendRun.js';
import { rpc } from './rpc.js';

/**
 * Replaces the attempt's expected nonce with the transaction's own (a wallet picks its nonce, and may know of
 * transactions the node does not). Best effort: a node that does not return the transaction yet leaves it as it was.
 */
export async function recordActualNonce(config: BulkSendConfig, attempt: TransactionAttempt): Promise<void> {
  if (!attempt.hash) return;
  try {
    const tx = await rpc<{ nonce?: string } | null>(config.reader, 'eth_getTransactionByHash', [attempt.hash]);
    if (tx?.nonce) attempt.nonce = Number(BigInt(tx.nonce));
  } catch {
    // keep the expected nonce
  }
}

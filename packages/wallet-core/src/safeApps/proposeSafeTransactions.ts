import type { SafeCall } from '../safe/SafeCall.js';
import { SafeAppError } from './SafeAppError.js';
import { type SafeAppWindow, safeAppsRequest } from './safeAppsRequest.js';

export type ProposeSafeTransactionsParameters = {
  /** The calls of one Safe transaction (several go through MultiSend, as Safe{Wallet} does). */
  calls: readonly SafeCall[];
  /** How long the member may take to confirm the proposal in Safe{Wallet} (ms); default 10 minutes. */
  timeoutMs?: number;
  window?: SafeAppWindow;
};

/**
 * Proposes one Safe transaction with these calls through the SDK's `sendTransactions` (`txs.send`): Safe{Wallet}
 * shows it to the member, who confirms (the proposal goes to the Safe's queue) or rejects. Resolves with its
 * `safeTxHash`. Proposing pays nobody: the owners sign and execute it in Safe{Wallet} later.
 * @throws SafeAppError (`rejected`: the member refused; `timeout`; `failed`: an answer without a safeTxHash)
 */
export async function proposeSafeTransactions(
  parameters: ProposeSafeTransactionsParameters,
): Promise<{ safeTxHash: `0x${string}` }> {
  const txs = parameters.calls.map((call) => ({ to: call.to, value: call.value.toString(), data: call.data }));
  const data = await safeAppsRequest<{ safeTxHash?: unknown }>(
    'sendTransactions',
    { txs, params: {} },
    { timeoutMs: parameters.timeoutMs ?? 600_000, ...(parameters.window ? { window: parameters.window } : {}) },
  );
  const safeTxHash = data?.safeTxHash;
  if (typeof safeTxHash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(safeTxHash)) {
    throw new SafeAppError('failed', 'sendTransactions', `answer without a safeTxHash: ${JSON.stringify(data)}`);
  }
  return { safeTxHash: safeTxHash as `0x${string}` };
}

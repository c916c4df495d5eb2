import { type RunSender, type RunSubmission, type RunSubmitted, SILENT } from '../bulkSend/RunSender.js';
import { assertSafeRun } from '../safe/assertSafeRun.js';
import { safeSendsNothingAlone } from '../safe/safeSendsNothingAlone.js';
import type { SafeAppInfo } from './detectSafeApp.js';
import { proposeSafeTransactions } from './proposeSafeTransactions.js';
import type { SafeAppWindow } from './safeAppsRequest.js';

/**
 * The sender for a run paid by the Safe the app runs in (`createBulkSendConfig({ sender })`): the run's sender must be
 * the Safe and its chain the Safe's. Its shape is `proposal`, one chunk each: every submission is one Safe transaction
 * (the chunk with its own approval, through MultiSend) proposed through the SDK's `sendTransactions`, answered with
 * its `safeTxHash`; the owners execute it later in Safe{Wallet}, and only the chain says when it paid (`follow`:
 * silent). It sends no transaction of its own.
 */
export function safeAppSender(
  info: SafeAppInfo,
  options: { timeoutMs?: number; window?: SafeAppWindow } = {},
): RunSender {
  return {
    kind: 'safe-app',
    assertReady: (run) => assertSafeRun(run, info.safeAddress, info.chainId),
    shape: async () => ({ attempt: 'proposal', maxCalls: Number.MAX_SAFE_INTEGER, maxChunks: 1 }),
    async submit(request: RunSubmission): Promise<RunSubmitted> {
      if (request.attempt !== 'proposal') throw safeSendsNothingAlone('safe-app');
      const calls = request.calls.map(({ to, data, value }) => ({ to, data, value }));
      const { safeTxHash } = await proposeSafeTransactions({ calls, ...options });
      return { safeTxHash };
    },
    follow: async () => SILENT,
  };
}

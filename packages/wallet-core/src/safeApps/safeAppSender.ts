import { BulkSendError } from '../bulkSend/BulkSendError.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import type { RunProposalRequest, RunSender } from '../bulkSend/RunSender.js';
import { WalletMismatchError } from '../bulkSend/WalletMismatchError.js';
import type { SafeAppInfo } from './detectSafeApp.js';
import { proposeSafeTransactions } from './proposeSafeTransactions.js';
import type { SafeAppWindow } from './safeAppsRequest.js';

/**
 * The sender for a run paid by the Safe the app runs in (`createBulkSendConfig({ sender })`): the run's sender must be
 * the Safe and its chain the Safe's; `proposeCalls` proposes one Safe transaction per request through the SDK
 * (`proposeSafeRun` asks it once per chunk). It sends no transaction of its own.
 */
export function safeAppSender(
  info: SafeAppInfo,
  options: { timeoutMs?: number; window?: SafeAppWindow } = {},
): RunSender {
  return {
    kind: 'safe-app',
    async assertReady(run: BulkSendRun): Promise<void> {
      if (run.chainId !== info.chainId) {
        throw new WalletMismatchError('chain', String(run.chainId), String(info.chainId));
      }
      if (run.sender.toLowerCase() !== info.safeAddress.toLowerCase()) {
        throw new WalletMismatchError('account', run.sender, info.safeAddress);
      }
    },
    sendTransaction(): Promise<`0x${string}`> {
      return Promise.reject(
        new BulkSendError('A Safe pays through proposed Safe transactions (proposeSafeRun), not one by one', {
          details: 'safe-app sender: sendTransaction is not offered',
          messageKey: 'bulkSendSafeSendsNothingAlone',
        }),
      );
    },
    proposeCalls(request: RunProposalRequest) {
      return proposeSafeTransactions({ calls: request.calls, ...options });
    },
  };
}

// Subpath entry `@fanout/wallet-core/safe-apps`: the Tool inside Safe{Wallet}. Speaks the Safe Apps SDK's message
// protocol (postMessage to the parent frame): detect the host and its Safe, read the chain through it, and propose one
// Safe transaction per chunk of a run; what is paid is read from the chain (`batchSent`), never from a proposal.
export { type DetectSafeAppParameters, detectSafeApp, type SafeAppInfo } from './detectSafeApp.js';
export {
  type ProposeSafeRunParameters,
  proposeSafeRun,
} from './proposeSafeRun.js';
export {
  type ProposeSafeTransactionsParameters,
  proposeSafeTransactions,
} from './proposeSafeTransactions.js';
export { SafeAppError, type SafeAppErrorKind } from './SafeAppError.js';
export { SafeQueueHoldsLinesError } from './SafeQueueHoldsLinesError.js';
export { type SafeAppProvider, safeAppProvider } from './safeAppProvider.js';
export { safeAppSender } from './safeAppSender.js';
export {
  SAFE_APPS_SDK_VERSION,
  type SafeAppsRequestOptions,
  type SafeAppWindow,
  safeAppsRequest,
} from './safeAppsRequest.js';

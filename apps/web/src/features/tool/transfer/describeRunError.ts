// Turns what the batch engine or the wallet threw into a sentence of the Tool (en/chs) with its values: what happened
// and what to do. The engine's errors are read by their `name`, `messageKey` and parameters, never by their message
// text; where wallet-core's catalogue has the text (`reason`, the `walletCore` namespace), the Tool only frames it
// (what was sent, what to do). Raw library texts never become the sentence; they stay in `detail`.
import { WalletCoreError } from '@fanout/wallet-core';
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import type { MessageKey, MessageParams } from '@fanout/wallet-core/messages';
import { EnsChangedError } from '../ens/EnsChangedError.js';
import { ChainRpcError } from './chainReader.js';
import { PaidMeanwhileError } from './PaidMeanwhileError.js';
import { rawDetail } from './rawDetail.js';
import type { TransferTextKey } from './transferText.js';

export interface RunErrorText {
  key: TransferTextKey;
  values: Record<string, string | number>;
  /** wallet-core's text the sentence carries as `{{reason}}` (its catalogue key and parameters). */
  reason?: { key: MessageKey; params: MessageParams };
  /** The Tool's advice the sentence carries as `{{advice}}`. */
  advice?: TransferTextKey;
  detail: string;
}

/** Where the failure happened: a failed quote or a failed receipt read is never "the transaction failed". */
export type RunErrorStage = 'quote' | 'send';

/** What to do after a check before signing failed, per reason (none where wallet-core's text says it all). */
const SIMULATION_ADVICE: Partial<Record<string, TransferTextKey>> = {
  bulkSendReason_recipientReverted: 'adviceFixLine',
  bulkSendReason_zeroAddress: 'adviceFixLine',
  bulkSendReason_tokenRefused: 'adviceRemoveLine',
  bulkSendReason_allowanceShort: 'adviceApproveAgain',
  bulkSendReason_other: 'adviceSeeDetails',
};

/** What to do after the engine's other refusals, by catalogue key. */
const ENGINE_ADVICE: Partial<Record<string, TransferTextKey>> = {
  bulkSendRunLocked: 'adviceFinishThere',
  bulkSendRunLockedByProcess: 'adviceFinishThere',
  bulkSendOutcomeUnknown: 'adviceWaitForChain',
  bulkSendChunkReverted: 'adviceCheckList',
};

/** The engine's refusals whose wallet-core text says what happened and what to do, shown as they are. */
const ENGINE_NAMED: ReadonlySet<string> = new Set([
  'notAToken',
  'bulkSendInvalidRun',
  'bulkSendInvalidRunLine',
  'bulkSendRunNotFound',
  'bulkSendRunClosed',
  'bulkSendChunkNotMined',
  'bulkSendWalletFailed',
  'bulkSendApprovalFailed',
  'bulkSendApprovalReverted',
  'bulkSendSafeSendsNothingAlone',
  'bulkSendCannotPropose',
  // A BulkSend v3 run whose batch ids are not bound to the sender that would pay on this chain: nothing signed.
  'bulkSendBatchIdNotForSender',
  // The wallet refused the bundle (EIP-5792 5740 at one chunk, 5750, 5700…): its own words, and one at a time next.
  'bulkSendBundlesRefused',
  // The wallet's bundle settled and the chain has none of it paid (whatever status the wallet gave).
  'bulkSendCallsFailed',
  // Inside Safe{Wallet}: the Safe's queue holds proposals paying lines of the list (each named: nonce and lines), or
  // could not be read; nothing was proposed (issue 36).
  'safeQueueHoldsLines',
  'safeQueueUnreadable',
]);

/** The error and its causes (wrapped wallet errors), outermost first. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    chain.push(current);
    current = (current as { error?: unknown }).error ?? (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The chunk `sendRun` stopped at because its nonce went to another transaction (a wallet's cancel or speed-up). */
function replacedChunk(run: BulkSendRun | null | undefined): number | null {
  const part = run?.chunks.find(
    (one) =>
      one.status === 'pending' &&
      one.lastError?.name === 'BulkSendError' &&
      ['replaced', 'dropped'].includes(one.attempts.at(-1)?.outcome ?? ''),
  );
  return part ? part.index + 1 : null;
}

function withReason(key: TransferTextKey, error: WalletCoreError & { messageKey: MessageKey }, detail: string) {
  const advice = (key === 'simFailed' ? SIMULATION_ADVICE : ENGINE_ADVICE)[error.messageKey];
  return {
    key: advice ? (`${key}Advice` as TransferTextKey) : key,
    values: {},
    reason: { key: error.messageKey, params: error.messageParams },
    ...(advice ? { advice } : {}),
    detail,
  };
}

export function describeRunError(
  error: unknown,
  stage: RunErrorStage = 'send',
  run: BulkSendRun | null = null,
): RunErrorText {
  if (error instanceof PaidMeanwhileError) {
    return { key: error.unread ? 'errRecheckUnread' : 'errPaidMeanwhile', values: {}, detail: '' };
  }
  if (error instanceof EnsChangedError) return { key: 'errEnsChanged', values: {}, detail: '' };
  const detail = rawDetail(error);
  const chain = causeChain(error);
  const codes = chain.map((one) => (one as { code?: unknown }).code);
  // The wallet moved to another network or account right before a signature: both named. Checked first, since the
  // refusal travels as a "not performed" wallet answer.
  const moved = chain.find(
    (one): one is WalletCoreError =>
      one instanceof WalletCoreError &&
      (one.messageKey === 'bulkSendWrongChain' || one.messageKey === 'bulkSendWrongAccount'),
  );
  if (moved) {
    const { expected, actual } = moved.messageParams;
    return moved.messageKey === 'bulkSendWrongChain'
      ? { key: 'errWalletChain', values: { runChain: `${expected}`, walletChain: `${actual}` }, detail }
      : { key: 'errWalletAccount', values: { runAccount: `${expected}`, walletAccount: `${actual}` }, detail };
  }
  // Inside Safe{Wallet}: a proposal rejected there, or a host that did not answer, in wallet-core's Safe App words.
  const safeApp = chain.find(
    (one): one is WalletCoreError => one instanceof WalletCoreError && one.name === 'SafeAppError',
  );
  if (safeApp?.messageKey) {
    return { key: 'errEngine', values: {}, reason: { key: safeApp.messageKey, params: safeApp.messageParams }, detail };
  }
  // The wallet's own refusal (EIP-1193 4001), wrapped by wallet-core or not: wallet-core's words.
  const rejected = chain.some((one) => one instanceof WalletCoreError && one.name === 'UserRejectedRequestError');
  if (rejected || codes.includes(4001) || codes.includes('ACTION_REJECTED')) {
    return { key: 'errEngine', values: {}, reason: { key: 'userRejected', params: {} }, detail };
  }
  const engine = chain.find((one): one is WalletCoreError => one instanceof WalletCoreError);
  const key = engine?.messageKey;
  const params = engine?.messageParams ?? {};
  if (key === 'bulkSendReaderWrongChain')
    return {
      key: 'errReaderChain',
      values: { runChain: `${params.expected}`, readerChain: `${params.actual}` },
      detail,
    };
  if (key === 'bulkSendReaderOtherGenesis') return { key: 'errReaderGenesis', values: {}, detail };
  if (engine && key?.startsWith('bulkSendReason_')) {
    const chunk = (engine as { chunkIndex?: number }).chunkIndex;
    const text = withReason('simFailed', engine as WalletCoreError & { messageKey: MessageKey }, detail);
    return { ...text, values: { chunk: chunk === undefined ? '' : chunk + 1 } };
  }
  if (engine && key && (key in ENGINE_ADVICE || ENGINE_NAMED.has(key))) {
    return withReason('errEngine', engine as WalletCoreError & { messageKey: MessageKey }, detail);
  }
  // The wallet cancelled or replaced the chunk (its nonce went to another transaction): not a wallet error.
  const replaced = engine?.name === 'BulkSendError' ? replacedChunk(run) : null;
  if (replaced !== null) return { key: 'errReplaced', values: { chunk: replaced }, detail };
  if (codes.includes('INSUFFICIENT_FUNDS')) return { key: 'errFunds', values: {}, detail };
  const contractError = (engine as { errorName?: string | null } | undefined)?.errorName;
  if (contractError) return { key: 'errContractNamed', values: { name: contractError }, detail };
  // The chain's RPC (or the wallet's) could not be reached or failed to answer.
  if (key === 'networkError' || chain.some((one) => one instanceof ChainRpcError)) {
    return { key: 'errNetwork', values: {}, detail };
  }
  return { key: stage === 'quote' ? 'errEstimate' : 'errUnknown', values: {}, detail };
}

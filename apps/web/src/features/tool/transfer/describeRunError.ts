// Turns what the batch engine or the wallet threw into a sentence key of the Tool (en/chs) with its values: what
// happened and what to do. Raw library texts never become the sentence; they stay in `detail`.
import {
  BulkSendError,
  ChunkRevertedError,
  ChunkSimulationError,
  ReaderChainMismatchError,
  RunLockedError,
  TransactionOutcomeUnknownError,
  WalletMismatchError,
} from '@fanout/wallet-core/bulk-send';
import type { ToolTextKey } from '../useToolText.js';
import { rawDetail } from './rawDetail.js';

export interface RunErrorText {
  key: ToolTextKey;
  values: Record<string, string | number>;
  detail: string;
}

/** sendRun's words for a chunk whose nonce went to another transaction before it was mined. */
const REPLACED = /^Chunk (\d+) was replaced or dropped before it was mined/;
const NETWORK = /failed to fetch|network ?error|timeout|timed out|ECONNREFUSED|could not detect network/i;

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

function codeChain(error: unknown): unknown[] {
  const codes: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    codes.push((current as { code?: unknown }).code);
    current = (current as { error?: unknown }).error ?? (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** Where the failure happened: a failed quote or a failed receipt read is never "the transaction failed". */
export type RunErrorStage = 'quote' | 'send';

export function describeRunError(error: unknown, stage: RunErrorStage = 'send'): RunErrorText {
  const detail = rawDetail(error);
  const codes = codeChain(error);
  // The wallet moved to another network or account right before a signature: checked first, since the refusal
  // travels as a "not performed" wallet answer.
  const mismatch = causeChain(error).find((one) => one instanceof WalletMismatchError);
  if (mismatch instanceof WalletMismatchError) {
    return mismatch.kind === 'chain'
      ? { key: 'errWalletChain', values: { runChain: mismatch.expected, walletChain: mismatch.actual }, detail }
      : { key: 'errWalletAccount', values: { runAccount: mismatch.expected, walletAccount: mismatch.actual }, detail };
  }
  if (error instanceof ReaderChainMismatchError) {
    return error.kind === 'chainId'
      ? { key: 'errReaderChain', values: { runChain: error.expected, readerChain: error.actual }, detail }
      : { key: 'errReaderGenesis', values: {}, detail };
  }
  if (error instanceof ChunkSimulationError) {
    return {
      key: `sim_${error.reason}` as ToolTextKey,
      values: { line: error.line ?? '', address: error.address ?? '', chunk: error.chunkIndex + 1 },
      detail,
    };
  }
  if (codes.includes(4001) || codes.includes('ACTION_REJECTED') || /user (rejected|denied)/i.test(detail)) {
    return { key: 'errRejected', values: {}, detail };
  }
  if (error instanceof TransactionOutcomeUnknownError) return { key: 'errOutcomeUnknown', values: {}, detail };
  if (error instanceof ChunkRevertedError) return { key: 'errReverted', values: {}, detail };
  if (error instanceof RunLockedError) return { key: 'errRunLocked', values: {}, detail };
  // The wallet cancelled or replaced the chunk (its nonce went to another transaction): not a wallet error.
  const replaced = error instanceof BulkSendError ? REPLACED.exec(error.message) : null;
  if (replaced) return { key: 'errReplaced', values: { chunk: Number(replaced[1]) }, detail };
  if (codes.includes('INSUFFICIENT_FUNDS') || /insufficient funds/i.test(detail)) {
    return { key: 'errFunds', values: {}, detail };
  }
  if (NETWORK.test(detail)) return { key: 'errNetwork', values: {}, detail };
  if (error instanceof BulkSendError && error.errorName) {
    return { key: 'errContractNamed', values: { name: error.errorName }, detail };
  }
  return { key: stage === 'quote' ? 'errEstimate' : 'errUnknown', values: {}, detail };
}

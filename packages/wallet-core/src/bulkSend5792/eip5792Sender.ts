import { BulkSendError } from '../bulkSend/BulkSendError.js';
import type { BulkSendRun, TransactionAttempt } from '../bulkSend/BulkSendRun.js';
import { EIP5792_DEFAULT_MAX_CALLS } from '../bulkSend/bundleFeeGas.js';
import { assertWalletReady, sendOneTransaction } from '../bulkSend/eip1193Sender.js';
import type { RunSender, RunSenderShape, RunSenderWord, RunSubmission, RunSubmitted } from '../bulkSend/RunSender.js';
import { SILENT } from '../bulkSend/RunSender.js';
import { rpc } from '../bulkSend/rpc.js';
import { toQuantity } from '../bulkSend/toQuantity.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';

/** `wallet_getCallsStatus` errors that mean "no bundle with that id" (EIP-5792 5730, invalid params). */
const UNKNOWN_ID_CODES = new Set([5730, -32602, 4200]);

/** `wallet_sendCalls` refusals (nothing taken) after which a smaller bundle may pass: 5740 bundle too large. */
const TOO_LARGE_CODES = new Set([5740]);

/**
 * `wallet_sendCalls` refusals (nothing taken) that no bundle will pass on this chain: 5750 the member rejected the
 * account upgrade, 5700 a capability (atomic) unsupported, 5760 atomicity unsupported, -32601 / 4200 no such method.
 */
const REFUSED_CODES = new Set([5750, 5700, 5760, -32601, 4200]);

const codeOf = (error: unknown) => (error as { code?: unknown })?.code;

export type Eip5792SenderOptions = {
  /** Most calls one bundle carries (default `EIP5792_DEFAULT_MAX_CALLS`). */
  maxCalls?: number;
};

/**
 * The EIP-5792 sender: where `wallet_getCapabilities` reports atomic batching for the run's chain (`atomic.status`
 * "supported", or "ready" when the wallet will upgrade the account on the way), its shape is `bundle`: the engine puts
 * the approval and the first chunks in one `wallet_sendCalls` (version "2.0.0", `atomicRequired: true`, the engine's
 * own bundle id stored before the request) and follows it with `wallet_getCallsStatus` (`follow`: where to look and
 * whether to wait); what was paid is still read from the chain (`batchSent`, the chunk's event in the bundle's
 * receipts). Without atomic support, or without the methods (-32601 / 4200), its shape is `transaction`: one
 * `eth_sendTransaction` at a time, as `eip1193Sender`. A refused `wallet_sendCalls` throws a BulkSendError
 * (`bulkSendBundlesRefused`, the wallet's words as `reason`): `CallsTooLarge` (5740: the engine halves its bundles), or
 * `CallsRefused` (5750, 5700, 5760, -32601, 4200), after which this sender reports no atomic batching for that chain:
 * one transaction at a time for the rest of the run. Chain and account are checked before every request.
 */
export function eip5792Sender(
  provider: Eip1193Provider,
  options: Eip5792SenderOptions = {},
): RunSender & { readonly maxCalls: number; atomicBatching(run: BulkSendRun): Promise<boolean> } {
  const maxCalls = Math.max(2, options.maxCalls ?? EIP5792_DEFAULT_MAX_CALLS);
  /** Chains where the wallet refused bundles: one transaction at a time there, whatever its capabilities say. */
  const unbundled = new Set<number>();
  async function atomicBatching(run: BulkSendRun): Promise<boolean> {
    if (unbundled.has(run.chainId)) return false;
    const chain = toQuantity(run.chainId);
    let capabilities: Record<string, { atomic?: { status?: unknown } } | undefined> | null;
    try {
      capabilities = await rpc(provider, 'wallet_getCapabilities', [run.sender, [chain]]);
    } catch {
      // Without the method (-32601, 4200) or any answer: one transaction at a time is always safe.
      return false;
    }
    // Per chain, keyed by the hex chain id (any letter case); "0x0" holds what the wallet supports on every chain.
    const keys = Object.keys(capabilities ?? {});
    const key = keys.find((k) => k.toLowerCase() === chain) ?? keys.find((k) => k === '0x0');
    const entry = key === undefined ? undefined : capabilities?.[key];
    const status = entry?.atomic?.status;
    return status === 'supported' || status === 'ready';
  }
  return {
    kind: 'eip5792',
    maxCalls,
    atomicBatching,
    assertReady: (run) => assertWalletReady(provider, run),
    async shape(run: BulkSendRun): Promise<RunSenderShape> {
      return (await atomicBatching(run))
        ? { attempt: 'bundle', maxCalls, maxChunks: maxCalls }
        : { attempt: 'transaction', maxCalls: 1, maxChunks: 1 };
    },
    async submit(request: RunSubmission): Promise<RunSubmitted> {
      if (request.attempt !== 'bundle') return sendOneTransaction(provider, request);
      try {
        await sendCalls(provider, request);
        return {};
      } catch (error) {
        const code = codeOf(error) as number;
        const tooLarge = TOO_LARGE_CODES.has(code);
        if (!tooLarge && !REFUSED_CODES.has(code)) throw error;
        // Refused outright, or too large at one chunk a bundle: one transaction at a time from now on.
        if (!tooLarge || request.chunks.length <= 1) unbundled.add(request.chainId);
        const reason = String((error as { message?: unknown })?.message ?? code);
        throw new BulkSendError(`The wallet refused the bundle (${code}): ${reason}`, {
          errorName: tooLarge ? 'CallsTooLarge' : 'CallsRefused',
          messageKey: 'bulkSendBundlesRefused',
          messageParams: { reason, code: String(code) },
          details: `wallet_sendCalls of ${request.calls.length} calls refused with ${code}; nothing was taken`,
          cause: error,
        });
      }
    },
    follow: (attempt) => callsStatus(provider, attempt),
  };
}

/** `wallet_getCallsStatus` of the bundle an attempt went in, as the engine reads it (silent for any other attempt). */
async function callsStatus(provider: Eip1193Provider, attempt: TransactionAttempt): Promise<RunSenderWord> {
  const id = attempt.calls?.id;
  if (!id) return SILENT;
  let result: { status?: unknown; receipts?: { transactionHash?: string }[] } | null;
  try {
    result = await rpc(provider, 'wallet_getCallsStatus', [id]);
  } catch (error) {
    if (UNKNOWN_ID_CODES.has(codeOf(error) as number)) return { state: 'unknown', hashes: [] };
    throw error; // a failed read: the caller keeps the bundle as it was
  }
  if (!result) return { state: 'unknown', hashes: [] };
  const status = Number(result.status);
  return {
    state: status >= 200 ? 'settled' : 'waiting',
    status,
    hashes: (result.receipts ?? []).flatMap((receipt) =>
      receipt.transactionHash ? [receipt.transactionHash as `0x${string}`] : [],
    ),
  };
}

/** One `wallet_sendCalls` (EIP-5792 version 2.0.0, atomic required, the engine's own id). */
async function sendCalls(provider: Eip1193Provider, request: RunSubmission): Promise<void> {
  await rpc(provider, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      id: request.id,
      chainId: toQuantity(request.chainId),
      from: request.from,
      atomicRequired: true,
      calls: request.calls.map((call) => ({ to: call.to, data: call.data, value: toQuantity(call.value) })),
    },
  ]);
}

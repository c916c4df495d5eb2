import type { BundlePath } from '../bulkSend/BulkSendConfig.js';
import { BulkSendError } from '../bulkSend/BulkSendError.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { EIP5792_DEFAULT_MAX_CALLS } from '../bulkSend/bundleFeeGas.js';
import { eip1193Sender } from '../bulkSend/eip1193Sender.js';
import type { RunCallsRequest, RunCallsStatus, RunSender } from '../bulkSend/RunSender.js';
import { rpc } from '../bulkSend/rpc.js';
import { toQuantity } from '../bulkSend/toQuantity.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { sendBundles } from './sendBundles.js';

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
 * "supported", or "ready" when the wallet will upgrade the account on the way), the engine puts the approval and the
 * first chunks in one `wallet_sendCalls` (version "2.0.0", `atomicRequired: true`, the engine's own bundle id stored
 * before the request) and follows it with `wallet_getCallsStatus`; what was paid is still read from the chain
 * (`batchSent`, the chunk's event in the bundle's receipts). Without atomic support, or without the methods (-32601 /
 * 4200), it is `eip1193Sender`: one `eth_sendTransaction` at a time, as before. A refused `wallet_sendCalls` throws a
 * BulkSendError (`bulkSendBundlesRefused`, the wallet's words as `reason`): `CallsTooLarge` (5740: the engine halves
 * its bundles), or `CallsRefused` (5750, 5700, 5760, -32601, 4200), after which this sender reports no atomic batching
 * for that chain: one transaction at a time for the rest of the run. Chain and account are checked before every request.
 */
export function eip5792Sender(
  provider: Eip1193Provider,
  options: Eip5792SenderOptions = {},
): RunSender & { readonly bundlePath: BundlePath } {
  const single = eip1193Sender(provider);
  const maxCalls = Math.max(2, options.maxCalls ?? EIP5792_DEFAULT_MAX_CALLS);
  /** Chains where the wallet refused bundles: one transaction at a time there, whatever its capabilities say. */
  const unbundled = new Set<number>();
  return {
    kind: 'eip5792',
    maxCalls,
    bundlePath: sendBundles,
    assertReady: (run) => single.assertReady(run),
    sendTransaction: (request) => single.sendTransaction(request),
    async atomicBatching(run: BulkSendRun): Promise<boolean> {
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
    },
    stopBundling(run: BulkSendRun): void {
      unbundled.add(run.chainId);
    },
    async sendCalls(request: RunCallsRequest): Promise<void> {
      try {
        await sendCalls(provider, request);
      } catch (error) {
        const code = codeOf(error) as number;
        const tooLarge = TOO_LARGE_CODES.has(code);
        if (!tooLarge && !REFUSED_CODES.has(code)) throw error;
        if (!tooLarge) unbundled.add(request.chainId);
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
    async callsStatus(id: string): Promise<RunCallsStatus | null> {
      let result: { status?: unknown; receipts?: { transactionHash?: string; status?: string }[] } | null;
      try {
        result = await rpc(provider, 'wallet_getCallsStatus', [id]);
      } catch (error) {
        if (UNKNOWN_ID_CODES.has(codeOf(error) as number)) return null;
        throw error; // a failed read: the caller keeps the bundle as it was
      }
      if (!result) return null;
      return {
        status: Number(result.status),
        receipts: (result.receipts ?? []).map((receipt) => ({
          hash: receipt.transactionHash as `0x${string}`,
          success: receipt.status === '0x1',
        })),
      };
    },
  };
}

/** One `wallet_sendCalls` (EIP-5792 version 2.0.0, atomic required, the engine's own id). */
async function sendCalls(provider: Eip1193Provider, request: RunCallsRequest): Promise<void> {
  await rpc(provider, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      id: request.id,
      chainId: toQuantity(request.chainId),
      from: request.from,
      atomicRequired: true,
      calls: request.calls.map((call) => ({ to: call.to, data: call.data, value: toQuantity(call.value ?? 0n) })),
    },
  ]);
}

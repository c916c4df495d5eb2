// The test wallet's EIP-5792 face (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) on the local chain,
// after wallet-core's test/batchingWallet.ts (apps may not import the engine's packages by path, so its logic is
// repeated here, answering through the Tool wallet's binding). The node's unlocked account runs the calls in order.
// Atomic: all or nothing, as one transaction of a smart account would (a simulation under `evm_snapshot` sets the
// bundle's gas, each call then starts with what the calls before it left — the gasleft() BulkSend's minimum fee reads;
// a failed call reverts the whole bundle: status 500, nothing on chain). Non-atomic: `atomic.status` "unsupported", an
// `atomicRequired` bundle is refused (5760), any other runs call by call (200, or 600 when some failed).
export type BundleMode = 'atomic' | 'non-atomic';

type Receipt = { transactionHash: string; status: string; gasUsed: string };

export interface Bundle {
  id: string;
  from: string;
  chainId: number;
  calls: { to: string; data?: string; value?: string }[];
  /** 100 pending, 200 confirmed, 500 reverted, 600 partly reverted. */
  status: number;
  receipts: Receipt[];
}

export interface WalletBundles {
  mode: BundleMode;
  /** Bundles the wallet took, in order. */
  readonly bundles: Bundle[];
  /** Bundles taken while set wait (status 100, nothing on chain) until `release()`: the wallet is still at it. */
  hold: boolean;
  /** Runs the bundles held so far. */
  release(): Promise<void>;
  /** Answers one of the three methods for the wallet on `chainId`. */
  request(method: string, params: unknown[], chainId: number): Promise<unknown>;
}

export const BUNDLE_METHODS = new Set(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']);

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
const hex = (value: bigint) => `0x${value.toString(16)}`;

/** `rpc`: a JSON-RPC request to the local chain (the node's unlocked accounts sign). */
export function walletBundles(
  rpc: (method: string, params: unknown[]) => Promise<unknown>,
  mode: BundleMode,
): WalletBundles {
  const node = (method: string, params: unknown[] = []) => rpc(method, params);
  /** Sends the calls in order, each with the gas `gasOf` gives; the receipts (null for a failed call). */
  const sendAll = async (bundle: Bundle, gasOf: (tx: object, usedBefore: bigint) => Promise<bigint>, stop: boolean) => {
    const receipts: (Receipt | null)[] = [];
    let used = 0n;
    for (const call of bundle.calls) {
      const tx = { from: bundle.from, to: call.to, data: call.data ?? '0x', value: call.value ?? '0x0' };
      const receipt = await gasOf(tx, used)
        .then((gas) => node('eth_sendTransaction', [{ ...tx, gas: hex(gas) }]))
        .then((hash) => node('eth_getTransactionReceipt', [hash]) as Promise<Receipt | null>)
        .catch(() => null);
      const ok = receipt?.status === '0x1';
      receipts.push(ok ? receipt : null);
      if (!ok && stop) return null;
      if (receipt) used += BigInt(receipt.gasUsed);
    }
    return receipts;
  };
  const estimate = async (tx: object) => BigInt(String(await node('eth_estimateGas', [{ ...tx, gasPrice: '0x0' }])));
  const execute = async (bundle: Bundle, atomic: boolean) => {
    if (!atomic) {
      const receipts = (await sendAll(bundle, estimate, false)) ?? [];
      const ok = receipts.filter((r): r is Receipt => r !== null);
      bundle.receipts = ok;
      bundle.status = ok.length === receipts.length ? 200 : ok.length === 0 ? 500 : 600;
      return;
    }
    const snapshot = await node('evm_snapshot');
    const simulated = await sendAll(bundle, estimate, true);
    await node('evm_revert', [snapshot]);
    const limit = ((simulated ?? []).reduce((sum, r) => sum + BigInt(r?.gasUsed ?? '0'), 0n) * 6n) / 5n;
    const before = simulated ? await node('evm_snapshot') : null;
    const receipts = simulated ? await sendAll(bundle, async (_tx, usedBefore) => limit - usedBefore, true) : null;
    if (!receipts) {
      if (before) await node('evm_revert', [before]);
      bundle.status = 500;
      bundle.receipts = [];
      return;
    }
    bundle.status = 200;
    bundle.receipts = receipts as Receipt[];
  };
  const atomicOf = new WeakMap<Bundle, boolean>();
  const wallet: WalletBundles = {
    mode,
    bundles: [],
    hold: false,
    async release() {
      for (const bundle of wallet.bundles) {
        if (bundle.status === 100) await execute(bundle, atomicOf.get(bundle) ?? false);
      }
    },
    async request(method, params, chainId) {
      switch (method) {
        case 'wallet_getCapabilities': {
          const ids = (params[1] as string[] | undefined) ?? [hex(BigInt(chainId))];
          const status = wallet.mode === 'atomic' ? 'supported' : 'unsupported';
          return Object.fromEntries(ids.map((id) => [id, { atomic: { status } }]));
        }
        case 'wallet_sendCalls': {
          const request = params[0] as {
            version: string;
            id?: string;
            chainId: string;
            from: string;
            atomicRequired: boolean;
            calls: Bundle['calls'];
          };
          if (request.version !== '2.0.0') throw rpcError(-32000, 'Version not supported');
          if (Number(request.chainId) !== chainId) throw rpcError(5710, 'Chain not supported');
          if (request.atomicRequired && wallet.mode !== 'atomic') throw rpcError(5760, 'Atomicity not supported');
          const id = request.id ?? hex(BigInt(wallet.bundles.length + 1));
          if (wallet.bundles.some((b) => b.id === id)) throw rpcError(5720, 'Duplicate id');
          const bundle: Bundle = { id, from: request.from, chainId, calls: request.calls, status: 100, receipts: [] };
          wallet.bundles.push(bundle);
          atomicOf.set(bundle, wallet.mode === 'atomic');
          if (!wallet.hold) await execute(bundle, wallet.mode === 'atomic');
          return { id };
        }
        case 'wallet_getCallsStatus': {
          const bundle = wallet.bundles.find((b) => b.id === params[0]);
          if (!bundle) throw rpcError(5730, 'Unknown bundle id');
          return {
            version: '2.0.0',
            id: bundle.id,
            chainId: hex(BigInt(bundle.chainId)),
            status: bundle.status,
            atomic: atomicOf.get(bundle) ?? false,
            receipts: bundle.receipts,
          };
        }
        default:
          throw rpcError(-32601, `The method "${method}" does not exist / is not available.`);
      }
    },
  };
  return wallet;
}

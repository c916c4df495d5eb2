// A test wallet's EIP-5792 face (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) over a real local
// chain, whose node's unlocked account runs the calls in order. Atomic: all or nothing, as one transaction of a smart
// account would (a simulation under `evm_snapshot` sets the bundle's gas, each call then starts with what the calls
// before it left — the gasleft() BulkSend's minimum fee reads; a failed call reverts the whole bundle: status 500,
// nothing on chain). Non-atomic: `atomic.status` "unsupported", an `atomicRequired` bundle is refused (5760), any other
// runs call by call (200, or 600 when some failed). Unsupported: none of the three methods (-32601), as a wallet
// without EIP-5792. wallet-core's tests wrap it as an EIP-1193 provider (`batchingWallet`); the Tool's browser tests
// answer through their wallet's binding.

export type BatchingMode = 'atomic' | 'non-atomic' | 'unsupported';

/** A node's transaction receipt, as the wallet hands it on in `wallet_getCallsStatus`. */
export type BundleReceipt = {
  transactionHash: string;
  status: string;
  blockHash: string;
  blockNumber: string;
  gasUsed: string;
  logs: unknown[];
};

export type Bundle = {
  id: string;
  from: string;
  chainId: number;
  calls: { to: string; data?: string; value?: string }[];
  /** 100 pending, 200 confirmed, 500 reverted, 600 partly reverted. */
  status: number;
  receipts: BundleReceipt[];
};

export type WalletBundles = {
  mode: BatchingMode;
  /** Bundles the wallet took, in order. */
  readonly bundles: Bundle[];
  /** Bundles taken while set wait (status 100, nothing on chain) until `release()`: the wallet is still at it. */
  hold: boolean;
  /** The next bundle fails on chain: nothing of it stays (status 500). */
  failNext: boolean;
  /**
   * The page dies while the wallet shows the next bundle: `after-take` — the wallet takes and runs it, the answer never
   * comes; `before-take` — nothing is taken, no answer. Later requests are answered (the wallet lives on).
   */
  dieNext: 'after-take' | 'before-take' | null;
  /** Why the last failed call failed (the node's error), for a test's message. */
  lastError?: unknown;
  /** Runs the bundles held so far. */
  release(): Promise<void>;
  /** Answers one of `BUNDLE_METHODS` for the wallet while it is on `chainId`. */
  answer(method: string, params: readonly unknown[], chainId: number): Promise<unknown>;
};

export const BUNDLE_METHODS = new Set(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']);

type SendCallsRequest = {
  version: string;
  id?: string;
  chainId: string;
  from: string;
  atomicRequired: boolean;
  calls: Bundle['calls'];
};

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
const hex = (value: bigint | number) => `0x${value.toString(16)}`;

/** `node`: a JSON-RPC request to the local chain (its unlocked accounts sign). */
export function walletBundles(
  node: (method: string, params?: unknown[]) => Promise<unknown>,
  mode: BatchingMode = 'atomic',
): WalletBundles {
  const atomicOf = new WeakMap<Bundle, boolean>();
  /** Sends the calls in order, each with the gas `gasOf` gives: receipts (null for a failed call); null if `stop`. */
  const sendAll = async (bundle: Bundle, gasOf: (tx: object, usedBefore: bigint) => Promise<bigint>, stop: boolean) => {
    const receipts: (BundleReceipt | null)[] = [];
    let used = 0n;
    for (const call of bundle.calls) {
      const tx = { from: bundle.from, to: call.to, data: call.data ?? '0x', value: call.value ?? '0x0' };
      const receipt = await gasOf(tx, used)
        .then((gas) => node('eth_sendTransaction', [{ ...tx, gas: hex(gas) }]))
        .then((hash) => node('eth_getTransactionReceipt', [hash]) as Promise<BundleReceipt | null>)
        .catch((error: unknown) => {
          wallet.lastError = error;
          return null;
        });
      const ok = receipt?.status === '0x1';
      if (!ok && stop) return null;
      receipts.push(ok ? receipt : null);
      if (receipt) used += BigInt(receipt.gasUsed);
    }
    return receipts;
  };
  // The simulation's gas: each call at the node's estimate at gas price 0 (the gasleft()-based fee must not steer it).
  const estimate = async (tx: object) => BigInt(String(await node('eth_estimateGas', [{ ...tx, gasPrice: '0x0' }])));
  const executeOneByOne = async (bundle: Bundle) => {
    const receipts = (await sendAll(bundle, estimate, false)) ?? [];
    const ok = receipts.filter((r): r is BundleReceipt => r !== null);
    bundle.receipts = ok;
    bundle.status = ok.length === receipts.length ? 200 : ok.length === 0 ? 500 : 600;
  };
  // As one transaction of a smart account: the bundle's gas limit is the simulation of every call in order, padded by
  // a fifth; each call then starts with the gas the calls before it left. A failed call reverts the whole bundle.
  const executeAtomically = async (bundle: Bundle) => {
    const fail = wallet.failNext;
    wallet.failNext = false;
    const snapshot = await node('evm_snapshot');
    const simulated = fail ? null : await sendAll(bundle, estimate, true);
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
    bundle.receipts = receipts as BundleReceipt[];
  };
  const execute = (bundle: Bundle) => (atomicOf.get(bundle) ? executeAtomically(bundle) : executeOneByOne(bundle));

  const wallet: WalletBundles = {
    mode,
    bundles: [],
    hold: false,
    failNext: false,
    dieNext: null,
    async release() {
      for (const bundle of wallet.bundles) if (bundle.status === 100) await execute(bundle);
    },
    async answer(method, params, chainId) {
      if (wallet.mode === 'unsupported' || !BUNDLE_METHODS.has(method)) {
        throw rpcError(-32601, `The method "${method}" does not exist / is not available.`);
      }
      if (method === 'wallet_getCapabilities') {
        const ids = (params[1] as string[] | undefined) ?? [hex(chainId)];
        const status = wallet.mode === 'atomic' ? 'supported' : 'unsupported';
        return Object.fromEntries(ids.map((id) => [id, { atomic: { status } }]));
      }
      if (method === 'wallet_getCallsStatus') {
        const bundle = wallet.bundles.find((b) => b.id === params[0]);
        if (!bundle) throw rpcError(5730, 'Unknown bundle id');
        const { id, status, receipts } = bundle;
        return { version: '2.0.0', id, chainId: hex(bundle.chainId), status, atomic: atomicOf.get(bundle), receipts };
      }
      const request = params[0] as SendCallsRequest;
      const die = wallet.dieNext;
      wallet.dieNext = null;
      if (die === 'before-take') return new Promise(() => {});
      if (request.version !== '2.0.0') throw rpcError(-32000, 'Version not supported');
      if (Number(request.chainId) !== chainId) throw rpcError(5710, 'Chain not supported');
      if (request.atomicRequired && wallet.mode !== 'atomic') throw rpcError(5760, 'Atomicity not supported');
      const id = request.id ?? `0x${(wallet.bundles.length + 1).toString(16).padStart(64, '0')}`;
      if (wallet.bundles.some((b) => b.id === id)) throw rpcError(5720, 'Duplicate id');
      const bundle: Bundle = { id, from: request.from, chainId, calls: request.calls, status: 100, receipts: [] };
      wallet.bundles.push(bundle);
      atomicOf.set(bundle, wallet.mode === 'atomic');
      if (!wallet.hold) await execute(bundle);
      if (die === 'after-take') return new Promise(() => {});
      return { id };
    },
  };
  return wallet;
}

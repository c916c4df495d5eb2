// A test wallet's EIP-5792 face (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) over a real local
// chain, whose node's unlocked account runs the calls in order. Atomic: all or nothing, as one transaction of a smart
// account would (a simulation under `evm_snapshot` sets the bundle's gas, each call then starts with what the calls
// before it left — the gasleft() BulkSend's minimum fee reads; a failed call reverts the whole bundle: status 500,
// nothing on chain). Non-atomic: `atomic.status` "unsupported", an `atomicRequired` bundle is refused (5760), any other
// runs call by call (200, or 600 when some failed). Unsupported: none of the three methods (-32601), as a wallet
// without EIP-5792. wallet-core's tests wrap it as an EIP-1193 provider (`batchingWallet`); the Tool's browser tests
// answer through their wallet's binding.

export type BatchingMode = 'atomic' | 'non-atomic' | 'unsupported';

/**
 * A wallet that reports atomic batching and does not do what it says: `approval-only` runs only the bundle's first call
 * (the approval) and answers `status` with its one receipt; `outer-only` answers like an ERC-4337 wallet whose inner
 * calls reverted — one successful transaction that does nothing (a 0-value transfer to the account itself) and `status`.
 */
export type Misbehaviour = { runs: 'approval-only' | 'outer-only'; status: 200 | 500 | 600 };

/**
 * A refusal of `wallet_sendCalls` (EIP-5792 / EIP-1193 codes): `5740` bundle too large (only bundles of more than
 * `maxCalls` calls are refused), `5750` the account upgrade rejected, `5700` a capability unsupported, `-32601` no such
 * method, `4200` unsupported method.
 */
export type SendCallsRefusal = { code: 5740 | 5750 | 5700 | -32601 | 4200; maxCalls?: number };

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
  /** Every bundle from now on is run as this misbehaving wallet would (null: as asked). */
  misbehave: Misbehaviour | null;
  /** The wallet runs its bundles but `wallet_getCallsStatus` keeps answering 100 with no receipts (a lagging indexer). */
  lagging: boolean;
  /** `wallet_sendCalls` refused with this code (no bundle taken) from now on (null: taken). */
  refuse: SendCallsRefusal | null;
  /** `wallet_sendCalls` requests that reached the wallet, refused or not: how many calls each carried. */
  readonly requests: number[];
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

/** The words a wallet gives with each refusal. */
const REFUSALS: Record<SendCallsRefusal['code'], string> = {
  5740: 'Batch too large: this wallet takes at most a few calls per bundle',
  5750: 'The user rejected the account upgrade',
  5700: 'Unsupported capability: atomic',
  [-32601]: 'The method "wallet_sendCalls" does not exist / is not available.',
  4200: 'Unsupported method: wallet_sendCalls',
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
    // Each call needs at least its estimate on top of what the calls before it used (a refund, e.g. an allowance
    // spent to 0, makes gasUsed smaller than the gas the call needs while it runs).
    let needed = 0n;
    const estimateAfter = async (tx: object, usedBefore: bigint) => {
      const gas = await estimate(tx);
      if (usedBefore + gas > needed) needed = usedBefore + gas;
      return gas;
    };
    const simulated = fail ? null : await sendAll(bundle, estimateAfter, true);
    await node('evm_revert', [snapshot]);
    const used = (simulated ?? []).reduce((sum, r) => sum + BigInt(r?.gasUsed ?? '0'), 0n);
    const limit = (used * 6n) / 5n > needed ? (used * 6n) / 5n : needed;
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
  // Says it ran the bundle; ran only its first call, or one transaction that does nothing.
  const executeWrongly = async (bundle: Bundle, misbehave: Misbehaviour) => {
    const first = bundle.calls[0];
    const tx =
      misbehave.runs === 'approval-only' && first
        ? { from: bundle.from, to: first.to, data: first.data ?? '0x', value: first.value ?? '0x0' }
        : { from: bundle.from, to: bundle.from, value: '0x0' };
    const hash = await node('eth_sendTransaction', [tx]);
    const receipt = (await node('eth_getTransactionReceipt', [hash])) as BundleReceipt;
    bundle.status = misbehave.status;
    bundle.receipts = [receipt];
  };
  const execute = (bundle: Bundle) => {
    if (wallet.misbehave) return executeWrongly(bundle, wallet.misbehave);
    return atomicOf.get(bundle) ? executeAtomically(bundle) : executeOneByOne(bundle);
  };

  const wallet: WalletBundles = {
    mode,
    bundles: [],
    hold: false,
    failNext: false,
    dieNext: null,
    misbehave: null,
    lagging: false,
    refuse: null,
    requests: [],
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
        const { id } = bundle;
        const { status, receipts } = wallet.lagging ? { status: 100, receipts: [] } : bundle;
        return { version: '2.0.0', id, chainId: hex(bundle.chainId), status, atomic: atomicOf.get(bundle), receipts };
      }
      const request = params[0] as SendCallsRequest;
      wallet.requests.push(request.calls.length);
      const refuse = wallet.refuse;
      if (refuse && (refuse.code !== 5740 || request.calls.length > (refuse.maxCalls ?? 0))) {
        throw rpcError(refuse.code, REFUSALS[refuse.code]);
      }
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

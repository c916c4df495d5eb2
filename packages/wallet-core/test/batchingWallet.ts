// The test wallets' EIP-5792 face (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) over a real chain:
// wraps any test wallet (`faultyWallet`, `TestWallet`) and answers the three methods itself; everything else goes to
// the wrapped wallet. An atomic bundle runs its calls in order from the node's unlocked sender as one transaction
// would: all or nothing (`evm_snapshot` / `evm_revert`: status 500, nothing of it on chain), each call starting with
// the gas the calls before it left of the bundle's limit (what BulkSend's gasleft()-based minimum fee sees).
import type { Eip1193Provider, Eip1193RequestArguments } from '../src/provider/Eip1193Provider.js';

export type BatchingMode =
  /** `atomic.status` "supported": bundles with `atomicRequired: true` run all-or-nothing. */
  | 'atomic'
  /** `atomic.status` "unsupported": an `atomicRequired` bundle is refused (5760). */
  | 'non-atomic'
  /** None of the three methods: -32601 "method not found", as a wallet without EIP-5792. */
  | 'unsupported';

type Receipt = {
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
  calls: { to: string; data?: string; value?: string }[];
  /** 100 pending, 200 confirmed, 500 reverted. */
  status: number;
  receipts: Receipt[];
};

export type BatchingWallet = Eip1193Provider & {
  mode: BatchingMode;
  /** Bundles the wallet took, in order. */
  readonly bundles: Bundle[];
  /** `eth_sendTransaction` requests that reached the wallet (one-at-a-time sends). */
  singleSends: number;
  /** Bundles taken while set wait (status 100) until `release()`. */
  hold: boolean;
  /** The next bundle fails on chain: nothing of it stays (status 500). */
  failNext: boolean;
  /**
   * The page dies while the wallet shows the next bundle: `after-take` — the wallet takes and runs it, the answer never
   * comes; `before-take` — nothing is taken, no answer. Later requests are answered (the wallet lives on).
   */
  dieNext: 'after-take' | 'before-take' | null;
  /** Why the last failed bundle failed (the node's error), for a test's message. */
  lastError?: unknown;
  /** Runs the bundles held so far. */
  release(): Promise<void>;
};

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

export function batchingWallet(
  inner: Eip1193Provider,
  backend: Eip1193Provider,
  mode: BatchingMode = 'atomic',
): BatchingWallet {
  const bundles: Bundle[] = [];
  const chain = async () => String(await backend.request({ method: 'eth_chainId' }));
  /** Sends the calls in order, each with the gas `gasOf` gives; the receipts, or null at the first failed call. */
  const sendAll = async (bundle: Bundle, gasOf: (tx: object, usedBefore: bigint) => Promise<bigint>) => {
    const receipts: Receipt[] = [];
    let used = 0n;
    for (const call of bundle.calls) {
      const tx = { from: bundle.from, to: call.to, data: call.data ?? '0x', value: call.value ?? '0x0' };
      const receipt = await gasOf(tx, used)
        .then((gas) =>
          backend.request({ method: 'eth_sendTransaction', params: [{ ...tx, gas: `0x${gas.toString(16)}` }] }),
        )
        .then(
          (hash) => backend.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<Receipt | null>,
        )
        .catch((error: unknown) => {
          wallet.lastError = error;
          return null;
        });
      if (!receipt || receipt.status !== '0x1') return null;
      receipts.push(receipt);
      used += BigInt(receipt.gasUsed);
    }
    return receipts;
  };
  // As one transaction of a smart account: the wallet's gas limit for the bundle is its simulation of every call in
  // order, padded by a fifth; each call then starts with the gas the calls before it left (the gasleft() BulkSend's
  // minimum fee reads). All or nothing: a failed call reverts the whole bundle (status 500).
  const execute = async (bundle: Bundle) => {
    const fail = wallet.failNext;
    wallet.failNext = false;
    const snapshot = await backend.request({ method: 'evm_snapshot' });
    // The simulation: each call at the node's estimate (at gas price 0, so the gasleft()-based fee does not steer it).
    const simulated = fail
      ? null
      : await sendAll(bundle, async (tx) =>
          BigInt(String(await backend.request({ method: 'eth_estimateGas', params: [{ ...tx, gasPrice: '0x0' }] }))),
        );
    await backend.request({ method: 'evm_revert', params: [snapshot] });
    const limit = ((simulated ?? []).reduce((sum, r) => sum + BigInt(r.gasUsed), 0n) * 6n) / 5n;
    const before = simulated ? await backend.request({ method: 'evm_snapshot' }) : null;
    const receipts = simulated ? await sendAll(bundle, async (_tx, usedBefore) => limit - usedBefore) : null;
    if (!receipts) {
      if (before) await backend.request({ method: 'evm_revert', params: [before] });
      bundle.status = 500;
      bundle.receipts = [];
      return;
    }
    bundle.status = 200;
    bundle.receipts = receipts;
  };
  const wallet: BatchingWallet = {
    mode,
    bundles,
    singleSends: 0,
    hold: false,
    failNext: false,
    dieNext: null,
    async release() {
      for (const bundle of bundles) if (bundle.status === 100) await execute(bundle);
    },
    async request(args: Eip1193RequestArguments) {
      const params = (args.params ?? []) as unknown[];
      const batching = args.method.startsWith('wallet_') && args.method.includes('Call');
      if ((batching || args.method === 'wallet_getCapabilities') && wallet.mode === 'unsupported') {
        throw rpcError(-32601, `The method "${args.method}" does not exist / is not available.`);
      }
      switch (args.method) {
        case 'wallet_getCapabilities': {
          const ids = (params[1] as string[] | undefined) ?? [await chain()];
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
          const die = wallet.dieNext;
          wallet.dieNext = null;
          if (die === 'before-take') return new Promise(() => {});
          if (request.version !== '2.0.0') throw rpcError(-32000, 'Version not supported');
          if (BigInt(request.chainId) !== BigInt(await chain())) throw rpcError(5710, 'Chain not supported');
          if (request.atomicRequired && wallet.mode !== 'atomic') throw rpcError(5760, 'Atomicity not supported');
          const id = request.id ?? `0x${(bundles.length + 1).toString(16).padStart(64, '0')}`;
          if (bundles.some((b) => b.id === id)) throw rpcError(5720, 'Duplicate id');
          const bundle: Bundle = { id, from: request.from, calls: request.calls, status: 100, receipts: [] };
          bundles.push(bundle);
          if (!wallet.hold) await execute(bundle);
          if (die === 'after-take') return new Promise(() => {});
          return { id };
        }
        case 'wallet_getCallsStatus': {
          const bundle = bundles.find((b) => b.id === params[0]);
          if (!bundle) throw rpcError(5730, 'Unknown bundle id');
          return {
            version: '2.0.0',
            id: bundle.id,
            chainId: await chain(),
            status: bundle.status,
            atomic: true,
            receipts: bundle.receipts,
          };
        }
        case 'eth_sendTransaction':
          wallet.singleSends++;
          return inner.request(args);
        default:
          return inner.request(args);
      }
    },
  };
  return wallet;
}

// A test wallet for the Tool's browser tests: an EIP-1193 provider injected into the page as `window.ethereum`
// whose requests go (through a Playwright binding, so no page network request and no CSP exception) to the local
// Hardhat node, which signs with its unlocked accounts. It can start on a wrong network and refuse signatures.

import {
  type BatchingMode,
  BUNDLE_METHODS,
  type WalletBundles,
  walletBundles,
} from '@fanout/test-chain/wallet-bundles';
import type { BrowserContext } from 'playwright-core';

export interface ToolWalletOptions {
  rpcUrl: string;
  account: string;
  /** Chain id the wallet reports at first (default 137); `wallet_switchEthereumChain` moves it. */
  chainId?: number;
  /** personal_sign answers 4001 (the user refused). */
  rejectSignatures?: boolean;
  /**
   * More chains the wallet knows (chain id → RPC URL): it forwards every request to the chain it is on, and
   * `wallet_switchEthereumChain` or `moveTo` moves it there (e.g. a second local node with chain id 1, "Ethereum").
   */
  rpcUrls?: Record<number, string>;
  /**
   * A transaction whose `from` is not the selected account: 'selected' signs it with the selected account anyway (a
   * lenient wallet), 'refuse' answers 4100 as MetaMask does. Default: forwarded as asked.
   */
  foreignFrom?: 'selected' | 'refuse';
  /**
   * EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus; `@fanout/test-chain/wallet-bundles`):
   * 'atomic' runs a bundle all or nothing, 'non-atomic' reports atomic.status "unsupported". Default: none of the
   * three methods (the node answers them).
   */
  batching?: Exclude<BatchingMode, 'unsupported'>;
}

export interface ToolWallet {
  /** Every JSON-RPC method the page asked for, in order. */
  calls: string[];
  /** How many more eth_sendTransaction the user approves; after that they answer 4001. null: all of them. */
  approveTransactions: number | null;
  /** eth_sendTransaction requests so far (1-based numbers are used below). */
  sent: number;
  /** Numbers of eth_sendTransaction the user refuses (4001), e.g. new Set([3]) for the third only. */
  rejectSends: Set<number>;
  /**
   * Numbers of eth_sendTransaction the wallet broadcasts and then loses the answer of: the transaction reaches the
   * node, the page gets -32603 "Internal JSON-RPC error." (seen with mobile wallets and flaky RPCs).
   */
  loseAnswerOf: Set<number>;
  /**
   * Numbers of eth_sendTransaction the wallet fails with -32603 BEFORE broadcasting anything (nothing reaches the
   * node): the page cannot tell this from a lost answer.
   */
  failBeforeBroadcast: Set<number>;
  /**
   * Called before eth_sendTransaction number n is forwarded (e.g. to hold mining for it, or to keep the wallet's
   * prompt open). If it throws, nothing is forwarded and the page gets the error's code (e.g. 4001).
   */
  beforeSend: Map<number, () => Promise<void>>;
  /** Called after eth_sendTransaction number n reached the node, before the page gets its hash. */
  afterSend: Map<number, () => Promise<void>>;
  /** Called before personal_sign is answered (e.g. to keep the wallet's signature prompt open); null: answered at once. */
  beforeSign: (() => Promise<void>) | null;
  /** Methods that fail the next n times with -32603 "Internal JSON-RPC error: failed to fetch" (RPC unreachable). */
  failNext: Map<string, number>;
  /** The member moves the wallet to another chain (from the wallet, not the page): every page hears chainChanged. */
  moveTo: (chainId: number) => Promise<void>;
  /** The member selects another account in the wallet: every page hears accountsChanged. */
  selectAccount: (address: string) => Promise<void>;
  /** eth_sendTransaction requests per chain id that reached a node. */
  sentOn: Map<number, number>;
  /** The wallet's EIP-5792 bundles (with `batching`): what it took, and `hold` / `release()` to keep one pending. */
  bundles?: WalletBundles;
}

let rpcId = 0;

export async function rpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
  };
  if (body.error) throw Object.assign(new Error(body.error.message), body.error);
  return body.result;
}

export async function injectToolWallet(context: BrowserContext, options: ToolWalletOptions): Promise<ToolWallet> {
  const wallet: ToolWallet = {
    calls: [],
    approveTransactions: null,
    sent: 0,
    rejectSends: new Set(),
    loseAnswerOf: new Set(),
    failBeforeBroadcast: new Set(),
    beforeSend: new Map(),
    afterSend: new Map(),
    beforeSign: null,
    failNext: new Map(),
    moveTo: async () => undefined,
    selectAccount: async () => undefined,
    sentOn: new Map(),
    ...(options.batching
      ? { bundles: walletBundles((method, params) => rpc(options.rpcUrl, method, params), options.batching) }
      : {}),
  };
  let chainId = options.chainId ?? 137;
  let account = options.account.toLowerCase();
  const rpcUrls: Record<number, string> = { 137: options.rpcUrl, ...options.rpcUrls };
  /** The RPC of the chain the wallet is on (the first one while on a chain it cannot reach). */
  const rpcUrlNow = () => rpcUrls[chainId] ?? options.rpcUrl;
  const emit = async (event: string, value: unknown) => {
    for (const page of context.pages()) {
      await page
        .evaluate(
          ([name, data]) =>
            (window as unknown as { __toolWalletEmit?: (e: string, v: unknown) => void }).__toolWalletEmit?.(
              name as string,
              data,
            ),
          [event, value] as const,
        )
        .catch(() => undefined);
    }
  };
  wallet.moveTo = async (next) => {
    chainId = next;
    await emit('chainChanged', `0x${next.toString(16)}`);
  };
  wallet.selectAccount = async (address) => {
    account = address.toLowerCase();
    await emit('accountsChanged', [account]);
  };
  await context.exposeBinding('__toolWalletRequest', async (_source, method: string, params: unknown[]) => {
    wallet.calls.push(method);
    const failures = wallet.failNext.get(method) ?? 0;
    if (failures > 0) {
      wallet.failNext.set(method, failures - 1);
      return { error: { code: -32603, message: 'Internal JSON-RPC error: failed to fetch' } };
    }
    try {
      if (wallet.bundles && BUNDLE_METHODS.has(method)) {
        return { result: await wallet.bundles.answer(method, params, chainId) };
      }
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { result: [account] };
        case 'eth_chainId':
          return { result: `0x${chainId.toString(16)}` };
        case 'net_version':
          return { result: String(chainId) };
        case 'wallet_switchEthereumChain': {
          const wanted = Number((params[0] as { chainId: string }).chainId);
          if (!(wanted in rpcUrls)) return { error: { code: 4902, message: 'Unrecognized chain ID' } };
          chainId = wanted;
          return { result: null };
        }
        case 'wallet_addEthereumChain':
          chainId = Number((params[0] as { chainId: string }).chainId);
          return { result: null };
        case 'personal_sign':
          if (options.rejectSignatures) return { error: { code: 4001, message: 'User rejected the request.' } };
          await wallet.beforeSign?.();
          return { result: await rpc(rpcUrlNow(), method, params) };
        case 'eth_sendTransaction': {
          const tx = params[0] as { from?: string };
          if (tx?.from && tx.from.toLowerCase() !== account && options.foreignFrom === 'refuse')
            return {
              error: {
                code: 4100,
                message: 'The requested account and/or method has not been authorized by the user.',
              },
            };
          if (tx?.from && options.foreignFrom === 'selected') params = [{ ...tx, from: account }, ...params.slice(1)];
          wallet.sent += 1;
          if (wallet.rejectSends.has(wallet.sent))
            return { error: { code: 4001, message: 'User denied transaction.' } };
          if (wallet.approveTransactions !== null) {
            if (wallet.approveTransactions <= 0) return { error: { code: 4001, message: 'User denied transaction.' } };
            wallet.approveTransactions -= 1;
          }
          const number = wallet.sent;
          await wallet.beforeSend.get(number)?.();
          if (wallet.failBeforeBroadcast.has(number))
            return { error: { code: -32603, message: 'Internal JSON-RPC error.' } };
          const hash = await rpc(rpcUrlNow(), method, params);
          wallet.sentOn.set(chainId, (wallet.sentOn.get(chainId) ?? 0) + 1);
          await wallet.afterSend.get(number)?.();
          if (wallet.loseAnswerOf.has(number)) return { error: { code: -32603, message: 'Internal JSON-RPC error.' } };
          return { result: hash };
        }
        default:
          return { result: await rpc(rpcUrlNow(), method, params) };
      }
    } catch (error) {
      const { code, message, data } = error as { code?: number; message: string; data?: unknown };
      return { error: { code: code ?? -32603, message, data } };
    }
  });
  await context.addInitScript(() => {
    type Answer = { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    const call = (window as unknown as { __toolWalletRequest: (m: string, p: unknown[]) => Promise<Answer> })
      .__toolWalletRequest;
    const listeners = new Map<string, Set<(value: unknown) => void>>();
    const emit = (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value);
    };
    const provider = {
      isMetaMask: true,
      async request({ method, params = [] }: { method: string; params?: unknown[] }) {
        const answer = await call(method, params as unknown[]);
        if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
        if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
          emit('chainChanged', (params as { chainId: string }[])[0]?.chainId);
        }
        return answer.result;
      },
      on(event: string, listener: (value: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
        return provider;
      },
      removeListener(event: string, listener: (value: unknown) => void) {
        listeners.get(event)?.delete(listener);
        return provider;
      },
    };
    (window as unknown as { ethereum: unknown }).ethereum = provider;
    // The wallet's own moves (another chain, another account), announced by the test through this hook.
    (window as unknown as { __toolWalletEmit: typeof emit }).__toolWalletEmit = emit;
  });
  return wallet;
}

// A wallet over a real chain (the node's unlocked accounts sign) that can fail the way real wallets do, on the n-th
// BulkSend chunk it is asked to send: the user refuses (4001), it broadcasts then answers -32603, or the page dies
// after the broadcast (no answer, and no answer to anything after). Everything else goes to the chain unchanged.
import type { Eip1193Provider, Eip1193RequestArguments } from '../src/provider/Eip1193Provider.js';

export type WalletFault =
  /** The user refuses the signature (EIP-1193 4001). Nothing is broadcast. */
  | 'reject'
  /** The transaction is broadcast, then the wallet answers "Internal JSON-RPC error" (-32603). */
  | 'error-after-broadcast'
  /** The wallet answers "Internal JSON-RPC error" (-32603) without broadcasting anything. */
  | 'error-before-broadcast'
  /** The transaction is broadcast, then the page dies: this request and every later one never answer. */
  | 'die-after-broadcast'
  /** The hash comes back, then the page dies: every later request never answers. */
  | 'die-after-hash'
  /** The page dies while the wallet shows the request: nothing is broadcast, nothing answers any more. */
  | 'die-before-broadcast';

/** ERC-20 `approve(address,uint256)`. */
const APPROVE_SELECTOR = '0x095ea7b3';

/** Selectors of sendErc20Packed / sendEthPacked: what counts as a chunk send. */
const CHUNK_SELECTORS = new Set<string>();

export function registerChunkSelectors(selectors: string[]): void {
  for (const selector of selectors) CHUNK_SELECTORS.add(selector.toLowerCase());
}

export type FaultyWallet = Eip1193Provider & {
  /**
   * The account selected in the wallet: `eth_accounts` answers it first, as browser wallets do (the node behind lists
   * every unlocked account in its own order). Unset: the node's list.
   */
  selected?: string;
  /** ERC-20 `approve` transactions the wallet was asked for. */
  approvalSends: number;
  /** Receipt polls that fail with a network error before the next one is answered (a flaky RPC). */
  failReceiptPolls: number;
  /** Chunk sends the wallet was asked for (1-based count), including refused ones. */
  chunkSends: number;
  /** Hooks run before a chunk send / an approval is forwarded (e.g. turn automine off). */
  beforeChunkSend?: (n: number) => Promise<void>;
  beforeApprovalSend?: (n: number) => Promise<void>;
};

export function faultyWallet(
  backend: Eip1193Provider,
  faults: Record<number, WalletFault> = {},
  approvalFaults: Record<number, WalletFault> = {},
  selected?: string,
): FaultyWallet {
  let dead = false;
  const wallet: FaultyWallet = {
    ...(selected ? { selected } : {}),
    chunkSends: 0,
    approvalSends: 0,
    failReceiptPolls: 0,
    async request(args: Eip1193RequestArguments) {
      if (dead) return new Promise(() => {});
      if ((args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') && wallet.selected) {
        return [wallet.selected];
      }
      if (args.method === 'eth_getTransactionReceipt' && wallet.failReceiptPolls > 0) {
        wallet.failReceiptPolls--;
        throw Object.assign(new Error('fetch failed'), { code: -32000 });
      }
      const params = (args.params ?? []) as { data?: string }[];
      const isChunk =
        args.method === 'eth_sendTransaction' && CHUNK_SELECTORS.has(String(params[0]?.data ?? '').slice(0, 10));
      const isApproval =
        args.method === 'eth_sendTransaction' && String(params[0]?.data ?? '').startsWith(APPROVE_SELECTOR);
      if (!isChunk && !isApproval) return backend.request(args);
      const n = isChunk ? ++wallet.chunkSends : ++wallet.approvalSends;
      const fault = isChunk ? faults[n] : approvalFaults[n];
      if (fault === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      if (fault === 'error-before-broadcast') {
        throw Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 });
      }
      if (fault === 'die-before-broadcast') {
        dead = true;
        return new Promise(() => {});
      }
      if (isChunk) await wallet.beforeChunkSend?.(n);
      else await wallet.beforeApprovalSend?.(n);
      const hash = await backend.request(args);
      if (fault === 'error-after-broadcast') {
        throw Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 });
      }
      if (fault === 'die-after-broadcast') {
        dead = true;
        return new Promise(() => {});
      }
      if (fault === 'die-after-hash') dead = true;
      return hash;
    },
  };
  return wallet;
}

// An EIP-1193 test wallet with an EIP-5792 face: wraps any test wallet (wallet-core's `faultyWallet`, `TestWallet`)
// and answers wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus itself (`walletBundles`, run by the
// node behind `backend`); everything else goes to the wrapped wallet.
import { type BatchingMode, BUNDLE_METHODS, type WalletBundles, walletBundles } from './walletBundles.js';

/** The EIP-1193 shape (structural: this package imports no workspace package, so that any of them may use it). */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };
export type RequestProvider = { request(args: RequestArguments): Promise<unknown> };

export type BatchingWallet = WalletBundles &
  RequestProvider & {
    /** `eth_sendTransaction` requests that reached the wallet (one-at-a-time sends). */
    singleSends: number;
  };

export function batchingWallet(
  inner: RequestProvider,
  backend: RequestProvider,
  mode: BatchingMode = 'atomic',
): BatchingWallet {
  const node = (method: string, params: unknown[] = []) => backend.request({ method, params });
  const bundles = walletBundles(node, mode);
  const wallet: BatchingWallet = Object.assign(bundles, {
    singleSends: 0,
    async request(args: RequestArguments) {
      if (BUNDLE_METHODS.has(args.method)) {
        const chainId = Number(await node('eth_chainId'));
        return bundles.answer(args.method, (args.params ?? []) as readonly unknown[], chainId);
      }
      if (args.method === 'eth_sendTransaction') wallet.singleSends++;
      return inner.request(args);
    },
  });
  return wallet;
}

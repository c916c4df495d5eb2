// The wallet as the engine sees it: right before every signature request (eth_sendTransaction) the wallet's chain
// (eth_chainId) and selected account (eth_accounts) are read again and compared with the transaction's chain and
// sender; on a mismatch nothing reaches the wallet. The engine checks the same (wt-engine); this keeps the Tool safe
// with any engine build, and the refusal carries the EIP-1193 "refused" code so the chunk stays unpaid (pending).
import { WalletMismatchError } from '@fanout/wallet-core/bulk-send';
import type { Eip1193Provider } from 'ethers';

type Request = { method: string; params?: unknown[] | Record<string, unknown> };

/** The EIP-1193 code of a request the wallet did not perform (user refused): the engine keeps the chunk pending. */
const NOT_PERFORMED = 4001;

/** `WalletMismatchError` marked as not performed, so the engine treats it like a refusal and never as "maybe sent". */
export function walletMismatch(kind: 'chain' | 'account', expected: string, actual: string): WalletMismatchError {
  return Object.assign(new WalletMismatchError(kind, expected, actual), { code: NOT_PERFORMED });
}

/** `wallet`, with the chain and account checked before each eth_sendTransaction (run chain: `chainId`). */
export function guardedWallet(wallet: Eip1193Provider, chainId: number): Eip1193Provider {
  return {
    async request(request: Request) {
      if (request.method === 'eth_sendTransaction') {
        const tx = (Array.isArray(request.params) ? request.params[0] : undefined) as
          | { from?: string; chainId?: string | number }
          | undefined;
        const expectedChain = tx?.chainId !== undefined ? Number(tx.chainId) : chainId;
        const actualChain = Number(await wallet.request({ method: 'eth_chainId', params: [] }));
        if (actualChain !== expectedChain) throw walletMismatch('chain', String(expectedChain), String(actualChain));
        if (tx?.from) {
          const accounts = (await wallet.request({ method: 'eth_accounts', params: [] })) as string[];
          const selected = accounts[0];
          if (!selected || selected.toLowerCase() !== tx.from.toLowerCase())
            throw walletMismatch('account', tx.from, selected ?? 'no account');
        }
      }
      return wallet.request(request);
    },
    // Events (chainChanged, accountsChanged) stay the wallet's.
    ...('on' in wallet ? { on: (wallet as { on: unknown }).on } : {}),
  } as Eip1193Provider;
}

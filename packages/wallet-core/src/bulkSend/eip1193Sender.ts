import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendRun } from './BulkSendRun.js';
import type { RunSender, RunTransactionRequest } from './RunSender.js';
import { rpc } from './rpc.js';
import { toQuantity } from './toQuantity.js';
import { transactionFeeFields } from './transactionFeeFields.js';
import { WalletMismatchError } from './WalletMismatchError.js';

/**
 * The first sender: an EIP-1193 wallet (a browser wallet, or a node's unlocked account), one `eth_sendTransaction`
 * at a time. Before each request the wallet's chain must be the run's (its batch ids are bound to it) and its selected
 * account (`eth_accounts[0]`, when the wallet answers it) the run's sender — a wallet that signs with whichever
 * account is selected would otherwise pay as someone else. `createBulkSendConfig` uses it for its `provider`.
 */
export function eip1193Sender(provider: Eip1193Provider): RunSender {
  return {
    kind: 'eip1193',
    async assertReady(run: BulkSendRun): Promise<void> {
      const chainId = Number(hexToBigInt(await rpc(provider, 'eth_chainId')));
      if (chainId !== run.chainId) throw new WalletMismatchError('chain', String(run.chainId), String(chainId));
      let accounts: string[] | undefined;
      try {
        accounts = await rpc<string[]>(provider, 'eth_accounts');
      } catch {
        return; // a wallet without eth_accounts: it will refuse a foreign `from` itself
      }
      if (Array.isArray(accounts) && accounts[0]?.toLowerCase() !== run.sender.toLowerCase()) {
        throw new WalletMismatchError('account', run.sender, accounts[0] ?? 'no account');
      }
    },
    sendTransaction(request: RunTransactionRequest): Promise<`0x${string}`> {
      return rpc<`0x${string}`>(provider, 'eth_sendTransaction', [
        {
          chainId: toQuantity(request.chainId),
          from: request.from,
          to: request.to,
          data: request.data,
          ...(request.value !== undefined ? { value: toQuantity(request.value) } : {}),
          gas: toQuantity(request.gas),
          ...transactionFeeFields(request.fees),
        },
      ]);
    },
  };
}

import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { BulkSendError } from './BulkSendError.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { type RunSender, type RunSubmission, type RunSubmitted, SILENT } from './RunSender.js';
import { rpc } from './rpc.js';
import { toQuantity } from './toQuantity.js';
import { transactionFeeFields } from './transactionFeeFields.js';
import { WalletMismatchError } from './WalletMismatchError.js';

/**
 * The first sender: an EIP-1193 wallet (a browser wallet, or a node's unlocked account), one `eth_sendTransaction`
 * at a time (shape `transaction`). Before each request the wallet's chain must be the run's (its batch ids are bound to
 * it) and its selected account (`eth_accounts[0]`, when the wallet answers it) the run's sender — a wallet that signs
 * with whichever account is selected would otherwise pay as someone else. It says nothing of a transaction once sent
 * (`follow`: silent): its hash and the account's nonce tell. `createBulkSendConfig` uses it for its `provider`.
 */
export function eip1193Sender(provider: Eip1193Provider): RunSender {
  return {
    kind: 'eip1193',
    assertReady: (run) => assertWalletReady(provider, run),
    shape: async () => ({ attempt: 'transaction', maxCalls: 1, maxChunks: 1 }),
    submit: (request) => sendOneTransaction(provider, request),
    follow: async () => SILENT,
  };
}

/** The wallet is on the run's chain and its selected account is the run's sender. @throws WalletMismatchError */
export async function assertWalletReady(provider: Eip1193Provider, run: BulkSendRun): Promise<void> {
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
}

/** One `eth_sendTransaction` of a submission's single call (its chain id, gas and fees in the request). */
export async function sendOneTransaction(provider: Eip1193Provider, request: RunSubmission): Promise<RunSubmitted> {
  const [call] = request.calls;
  if (!call || request.calls.length !== 1) {
    throw new BulkSendError('A wallet sends one call per transaction', {
      details: `eth_sendTransaction asked for ${request.calls.length} calls`,
      messageKey: 'bulkSendWalletFailed',
      messageParams: { chunk: String((request.chunks[0] ?? 0) + 1) },
    });
  }
  const hash = await rpc<`0x${string}`>(provider, 'eth_sendTransaction', [
    {
      chainId: toQuantity(request.chainId),
      from: request.from,
      to: call.to,
      data: call.data,
      // A chunk always carries its value (the fee); an approval none.
      ...(call.value > 0n || call.to === request.run.bulkSend ? { value: toQuantity(call.value) } : {}),
      gas: toQuantity(call.gas),
      ...transactionFeeFields(request.fees),
    },
  ]);
  return { hash };
}

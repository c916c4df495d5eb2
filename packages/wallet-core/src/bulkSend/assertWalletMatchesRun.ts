import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { rpc } from './rpc.js';
import { WalletMismatchError } from './WalletMismatchError.js';

/**
 * Read immediately before every signature request (chunks and approvals): the wallet must be on the run's chain (its
 * batch ids are bound to it) and its selected account (`eth_accounts[0]`, when the wallet answers it) must be the run's
 * sender — a wallet that signs with whichever account is selected would otherwise pay as someone else.
 * @throws WalletMismatchError
 */
export async function assertWalletMatchesRun(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  const chainId = Number(hexToBigInt(await rpc(config.provider, 'eth_chainId')));
  if (chainId !== run.chainId) throw new WalletMismatchError('chain', String(run.chainId), String(chainId));
  let accounts: string[] | undefined;
  try {
    accounts = await rpc<string[]>(config.provider, 'eth_accounts');
  } catch {
    return; // a wallet without eth_accounts: it will refuse a foreign `from` itself
  }
  if (Array.isArray(accounts) && accounts[0]?.toLowerCase() !== run.sender.toLowerCase()) {
    throw new WalletMismatchError('account', run.sender, accounts[0] ?? 'no account');
  }
}

import { erc20Calls } from '../abi/erc20Calls.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { walletProvider } from '../config/walletProvider.js';
import { assertTokenContract } from '../token/readErc20State.js';
import { sendTransaction } from './sendTransaction.js';

/**
 * ERC-20 `approve(spender, amount)` from the connected account; returns the transaction hash. The same calldata and
 * the same code check as the engine's approvals (`erc20Asset`): an address without code is refused before the wallet
 * is asked.
 * @throws NotConnectedError, NotATokenError, UserRejectedRequestError, WalletRequestError
 */
export async function approve(
  config: WalletConfig,
  parameters: { token: string; spender: string; amount: bigint },
): Promise<`0x${string}`> {
  const data = erc20Calls.approve(parameters.spender, parameters.amount);
  await assertTokenContract(walletProvider(config), parameters.token);
  return sendTransaction(config, { to: parameters.token, data });
}

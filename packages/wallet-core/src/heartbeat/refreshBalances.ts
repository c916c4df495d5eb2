import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { requestWallet } from '../provider/requestWallet.js';
import { encodeBalanceOf } from './encodeBalanceOf.js';

/** Reads the native balance and every ERC-20 pay token's balance of the connected account into the store. */
export async function refreshBalances(
  config: WalletConfig,
): Promise<{ ethBalance: bigint; erc20Balance: Record<string, bigint> }> {
  const { web3, payTokens } = config.store.getState();
  if (!web3.instance || !web3.address) throw new NotConnectedError();
  const { instance, address } = web3;
  const tokens = payTokens.filter((token) => token.erc20);
  const [native, ...balances] = await Promise.all([
    requestWallet(instance, 'eth_getBalance', [address, 'latest']),
    ...tokens.map((token) =>
      requestWallet(instance, 'eth_call', [{ to: token.address, data: encodeBalanceOf(address) }, 'latest']),
    ),
  ]);
  const ethBalance = hexToBigInt(native);
  const erc20Balance: Record<string, bigint> = {};
  tokens.forEach((token, i) => {
    erc20Balance[token.address.toLowerCase()] = hexToBigInt(balances[i]);
  });
  // The account may have changed while the calls ran: only store balances of the account asked for.
  if (config.store.getState().web3.address === address) config.store.setState({ ethBalance, erc20Balance });
  return { ethBalance, erc20Balance };
}

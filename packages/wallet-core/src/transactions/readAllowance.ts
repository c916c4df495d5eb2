import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { requestWallet } from '../provider/requestWallet.js';
import { ownerOrConnected } from '../token/ownerOrConnected.js';
import { readErc20Allowance } from '../token/readErc20State.js';

/** ERC-20 `allowance(owner, spender)` in base units (the engine's read); owner defaults to the connected account. */
export async function readAllowance(
  config: WalletConfig,
  parameters: { token: string; spender: string; owner?: string },
): Promise<bigint> {
  const owner = ownerOrConnected(config, parameters.owner);
  const instance = config.store.getState().web3.instance;
  if (!instance) throw new NotConnectedError();
  const wallet = {
    request: (args: { method: string; params?: unknown }) =>
      requestWallet(instance, args.method, args.params as unknown[]),
  };
  return readErc20Allowance(wallet, { token: parameters.token, spender: parameters.spender, owner });
}

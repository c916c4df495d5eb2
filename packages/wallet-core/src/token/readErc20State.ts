import { decodeUint, erc20Calls } from '../abi/erc20Calls.js';
import { NotATokenError } from '../errors/NotATokenError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';

/** Whether `address` holds contract code (`eth_getCode` at the latest block). */
export async function hasContractCode(provider: Eip1193Provider, address: string): Promise<boolean> {
  const code = await provider.request({ method: 'eth_getCode', params: [address, 'latest'] });
  return typeof code === 'string' && code !== '0x' && code !== '0x0';
}

/**
 * Refuses an approval of an address without code before anything is signed: `approve` to such an address succeeds
 * on chain and approves nothing. Shared by `approve` and the engine's approvals.
 * @throws NotATokenError
 */
export async function assertTokenContract(provider: Eip1193Provider, token: string): Promise<void> {
  if (!(await hasContractCode(provider, token))) throw new NotATokenError(token);
}

/** ERC-20 `allowance(owner, spender)` read through `provider`, in base units. */
export async function readErc20Allowance(
  provider: Eip1193Provider,
  parameters: { token: string; owner: string; spender: string },
): Promise<bigint> {
  const data = erc20Calls.allowance(parameters.owner, parameters.spender);
  return decodeUint(
    String(await provider.request({ method: 'eth_call', params: [{ to: parameters.token, data }, 'latest'] })),
  );
}

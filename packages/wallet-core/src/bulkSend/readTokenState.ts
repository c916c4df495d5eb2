import { decodeUint, erc20Calls } from '../abi/erc20Calls.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { rpc } from './rpc.js';
import type { TokenState } from './TokenState.js';

/** What can be checked before an approval exists: code, balance, allowance, decimals, native balance. */
export async function readTokenState(
  config: { reader: Eip1193Provider },
  parameters: { token: string; owner: string; spender: string },
): Promise<TokenState> {
  const { token, owner, spender } = parameters;
  const call = async (data: `0x${string}`) =>
    decodeUint(await rpc<string>(config.reader, 'eth_call', [{ to: token, data }, 'latest']));
  const [code, nativeHex] = await Promise.all([
    rpc<string>(config.reader, 'eth_getCode', [token, 'latest']),
    rpc<string>(config.reader, 'eth_getBalance', [owner, 'latest']),
  ]);
  const nativeBalance = hexToBigInt(nativeHex);
  if (!code || code === '0x') {
    return { hasCode: false, balance: 0n, allowance: 0n, decimals: undefined, nativeBalance };
  }
  const [balance, allowance, decimals] = await Promise.all([
    call(erc20Calls.balanceOf(owner)),
    call(erc20Calls.allowance(owner, spender)),
    call(erc20Calls.decimals()).then(
      (d) => Number(d),
      () => undefined,
    ),
  ]);
  return { hasCode: true, balance, allowance, decimals, nativeBalance };
}

import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { erc20Interface } from './contractInterfaces.js';
import { rpc } from './rpc.js';
import type { TokenState } from './TokenState.js';

/** What can be checked before an approval exists: code, balance, allowance, decimals, native balance. */
export async function readTokenState(
  config: { reader: Eip1193Provider },
  parameters: { token: string; owner: string; spender: string },
): Promise<TokenState> {
  const { token, owner, spender } = parameters;
  const call = async (name: 'balanceOf' | 'allowance' | 'decimals', args: unknown[]) => {
    const data = erc20Interface.encodeFunctionData(name, args);
    const result = await rpc<string>(config.reader, 'eth_call', [{ to: token, data }, 'latest']);
    return erc20Interface.decodeFunctionResult(name, result)[0] as bigint;
  };
  const [code, nativeHex] = await Promise.all([
    rpc<string>(config.reader, 'eth_getCode', [token, 'latest']),
    rpc<string>(config.reader, 'eth_getBalance', [owner, 'latest']),
  ]);
  const nativeBalance = hexToBigInt(nativeHex);
  if (!code || code === '0x') {
    return { hasCode: false, balance: 0n, allowance: 0n, decimals: undefined, nativeBalance };
  }
  const [balance, allowance, decimals] = await Promise.all([
    call('balanceOf', [owner]),
    call('allowance', [owner, spender]),
    call('decimals', []).then(
      (d) => Number(d),
      () => undefined,
    ),
  ]);
  return { hasCode: true, balance, allowance, decimals, nativeBalance };
}

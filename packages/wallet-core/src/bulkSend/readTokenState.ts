import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { erc20Interface } from './contractInterfaces.js';
import { rpc } from './rpc.js';

export type TokenState = {
  /** False when no contract lives at the token address. */
  hasCode: boolean;
  /** The owner's token balance (0 without code). */
  balance: bigint;
  /** What `spender` may pull from the owner (0 without code). */
  allowance: bigint;
  /** `decimals()`, when the token answers it. */
  decimals: number | undefined;
  /** The owner's native coin balance (pays gas and the operator fee). */
  nativeBalance: bigint;
};

/** What can be checked before an approval exists: code, balance, allowance, decimals, native balance. */
export async function readTokenState(
  config: BulkSendConfig,
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

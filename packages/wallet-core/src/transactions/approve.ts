import { encodeCall } from '../abi/encodeCall.js';
import { selectors } from '../abi/selectors.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { sendTransaction } from './sendTransaction.js';

/** ERC-20 `approve(spender, amount)` from the connected account; returns the transaction hash. */
export async function approve(
  config: WalletConfig,
  parameters: { token: string; spender: string; amount: bigint },
): Promise<`0x${string}`> {
  const data = encodeCall(selectors.approve, [{ address: parameters.spender }, { uint: parameters.amount }]);
  return sendTransaction(config, { to: parameters.token, data });
}

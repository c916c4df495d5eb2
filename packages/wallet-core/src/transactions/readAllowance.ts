import { encodeCall } from '../abi/encodeCall.js';
import { selectors } from '../abi/selectors.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { ethCall } from '../token/ethCall.js';
import { ownerOrConnected } from '../token/ownerOrConnected.js';

/** ERC-20 `allowance(owner, spender)` in base units; owner defaults to the connected account. */
export async function readAllowance(
  config: WalletConfig,
  parameters: { token: string; spender: string; owner?: string },
): Promise<bigint> {
  const owner = ownerOrConnected(config, parameters.owner);
  const data = encodeCall(selectors.allowance, [{ address: owner }, { address: parameters.spender }]);
  return hexToBigInt(await ethCall(config, parameters.token, data));
}

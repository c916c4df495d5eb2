import { encodeCall } from '../abi/encodeCall.js';
import { selectors } from '../abi/selectors.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { ethCall } from '../token/ethCall.js';
import { ownerOrConnected } from '../token/ownerOrConnected.js';

/** ERC-721/1155 `isApprovedForAll(owner, operator)`; owner defaults to the connected account. */
export async function isApprovedForAll(
  config: WalletConfig,
  parameters: { collection: string; operator: string; owner?: string },
): Promise<boolean> {
  const owner = ownerOrConnected(config, parameters.owner);
  const data = encodeCall(selectors.isApprovedForAll, [{ address: owner }, { address: parameters.operator }]);
  return hexToBigInt(await ethCall(config, parameters.collection, data)) !== 0n;
}

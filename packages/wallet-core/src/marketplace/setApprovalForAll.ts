import { encodeCall } from '../abi/encodeCall.js';
import { selectors } from '../abi/selectors.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { sendTransaction } from '../transactions/sendTransaction.js';

/** ERC-721/1155 `setApprovalForAll(operator, approved)` on `collection`; returns the transaction hash. */
export async function setApprovalForAll(
  config: WalletConfig,
  parameters: { collection: string; operator: string; approved: boolean },
): Promise<`0x${string}`> {
  const data = encodeCall(selectors.setApprovalForAll, [
    { address: parameters.operator },
    { bool: parameters.approved },
  ]);
  return sendTransaction(config, { to: parameters.collection, data });
}

import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { rpc } from './rpc.js';

/** The sender's transaction count at `blockTag`: 'latest' = mined nonces, 'pending' = including the mempool. */
export async function readNonce(
  config: BulkSendConfig,
  parameters: { sender: string; blockTag: 'latest' | 'pending' },
): Promise<number> {
  return Number(
    hexToBigInt(await rpc(config.reader, 'eth_getTransactionCount', [parameters.sender, parameters.blockTag])),
  );
}

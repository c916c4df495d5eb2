import type { BulkSendConfig } from './BulkSendConfig.js';
import { bulkSendInterface } from './contractInterfaces.js';
import { rpc } from './rpc.js';

/** BulkSend's `feePercent()` (0–255): the operator fee's percent in batch-core's `bulkSendFee`. */
export async function readFeePercent(config: BulkSendConfig, parameters: { bulkSend: string }): Promise<number> {
  const data = bulkSendInterface.encodeFunctionData('feePercent', []);
  const result = await rpc<string>(config.reader, 'eth_call', [{ to: parameters.bulkSend, data }, 'latest']);
  return Number(bulkSendInterface.decodeFunctionResult('feePercent', result)[0]);
}

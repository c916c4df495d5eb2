import type { BulkSendConfig } from './BulkSendConfig.js';
import { bulkSendInterface } from './contractInterfaces.js';
import { rpc } from './rpc.js';

export type ReadBatchSentParameters = { bulkSend: string; sender: string; batchId: string; blockTag?: string };

/** BulkSend's `batchSent(sender, batchId)`: whether the chain has recorded this batch for this sender. */
export async function readBatchSent(config: BulkSendConfig, parameters: ReadBatchSentParameters): Promise<boolean> {
  const data = bulkSendInterface.encodeFunctionData('batchSent', [parameters.sender, parameters.batchId]);
  const result = await rpc<string>(config.reader, 'eth_call', [
    { to: parameters.bulkSend, data },
    parameters.blockTag ?? 'latest',
  ]);
  return Boolean(bulkSendInterface.decodeFunctionResult('batchSent', result)[0]);
}

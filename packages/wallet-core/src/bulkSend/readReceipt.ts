import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { RunReceipt } from './BulkSendRun.js';
import { rpc } from './rpc.js';

type RawReceipt = {
  transactionHash: `0x${string}`;
  blockNumber: string;
  blockHash: `0x${string}`;
  gasUsed: string;
  effectiveGasPrice?: string;
  status?: string;
};

/** The receipt of `hash`, or null while it is not mined (or unknown to the node). */
export async function readReceipt(config: BulkSendConfig, hash: string): Promise<RunReceipt | null> {
  const raw = await rpc<RawReceipt | null>(config.reader, 'eth_getTransactionReceipt', [hash]);
  if (!raw?.blockNumber) return null;
  return {
    hash: raw.transactionHash,
    blockNumber: hexToBigInt(raw.blockNumber),
    blockHash: raw.blockHash,
    gasUsed: hexToBigInt(raw.gasUsed),
    effectiveGasPrice: raw.effectiveGasPrice ? hexToBigInt(raw.effectiveGasPrice) : 0n,
    success: raw.status === undefined ? true : hexToBigInt(raw.status) === 1n,
  };
}

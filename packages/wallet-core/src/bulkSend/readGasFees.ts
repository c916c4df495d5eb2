import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { GasFees } from './GasFees.js';
import { rpc } from './rpc.js';

/**
 * Current fees at the real gas price: EIP-1559 (`baseFeePerGas` of the latest block, `eth_maxPriorityFeePerGas`,
 * else `eth_gasPrice − baseFee`) where the chain has a base fee, else `eth_gasPrice`.
 */
export async function readGasFees(config: BulkSendConfig): Promise<GasFees> {
  const [block, gasPriceHex] = await Promise.all([
    rpc<{ baseFeePerGas?: string } | null>(config.reader, 'eth_getBlockByNumber', ['latest', false]),
    rpc<string>(config.reader, 'eth_gasPrice'),
  ]);
  const gasPrice = hexToBigInt(gasPriceHex);
  if (!block?.baseFeePerGas) return { type: 'legacy', gasPrice, expectedGasPrice: gasPrice };
  const baseFeePerGas = hexToBigInt(block.baseFeePerGas);
  let maxPriorityFeePerGas: bigint;
  try {
    maxPriorityFeePerGas = hexToBigInt(await rpc(config.reader, 'eth_maxPriorityFeePerGas'));
  } catch {
    maxPriorityFeePerGas = gasPrice > baseFeePerGas ? gasPrice - baseFeePerGas : 0n;
  }
  const multiplier = BigInt(config.baseFeeMultiplierPercent);
  const maxFeePerGas = (baseFeePerGas * multiplier + 99n) / 100n + maxPriorityFeePerGas;
  return {
    type: 'eip1559',
    baseFeePerGas,
    maxPriorityFeePerGas,
    maxFeePerGas,
    expectedGasPrice: baseFeePerGas + maxPriorityFeePerGas,
  };
}

// eth_estimateGas for one chunk's BulkSend call. The contract checks `msg.value` against
// gasprice × gasleft × feePercent / 100 at the start of the call, so the estimate runs with our gas price,
// a gas cap, and a value covering the fee that cap could ask for.
import type { RecipientChunk } from '@fanout/batch-core';
import type { BulkSend } from '@fanout/contracts';
import type { SelectedToken } from './SelectedToken.js';

/** Upper bound of gas for one chunk of 255 recipients (about 30k gas each for fresh token holders). */
export const ESTIMATE_GAS_CAP = 15_000_000n;

export async function estimateChunkGas(
  contract: BulkSend,
  token: SelectedToken,
  part: RecipientChunk,
  gasPrice: bigint,
  feePercent: number,
  from?: string,
): Promise<bigint> {
  const feeBound = (gasPrice * ESTIMATE_GAS_CAP * BigInt(feePercent)) / 100n + 1n;
  const overrides = { gasPrice, gasLimit: ESTIMATE_GAS_CAP, ...(from ? { from } : {}) };
  return token.erc20
    ? contract.sendErc20.estimateGas(token.address, part.recipients, part.amounts, { ...overrides, value: feeBound })
    : contract.sendEth.estimateGas(part.recipients, part.amounts, { ...overrides, value: part.total + feeBound });
}

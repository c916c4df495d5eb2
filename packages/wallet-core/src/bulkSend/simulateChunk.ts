import { hexToBigInt } from '../provider/hexToBigInt.js';
import { assertReaderServesRun } from './assertReaderServesRun.js';
import { assetOf } from './assetOf.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { InvalidRunError } from './InvalidRunError.js';
import type { AssetHoldings } from './RunAsset.js';
import { readChunkPaid } from './readChunkPaid.js';
import { rpc } from './rpc.js';
import { toQuantity } from './toQuantity.js';
import { toSimulationError } from './toSimulationError.js';

export type SimulateChunkParameters = { run: BulkSendRun; chunkIndex: number };

export type SimulateChunkReturnType = {
  /** `eth_estimateGas` of the chunk: the gas limit it is sent with (and what its fee is priced on). */
  gas: bigint;
  /** Calldata of the chunk's BulkSend call. */
  data: `0x${string}`;
};

/**
 * Simulates one chunk with `eth_call` right before it is signed (no gas spent): checks what can be checked first
 * with the run's asset (token code, balance, allowance; coin balance for the native coin; NFTs: ERC-165, every line's
 * ownership or balance, the operator approval), then runs the real call and estimates its gas.
 * @throws ChunkSimulationError naming the line, the address and the reason (reverting recipient, token refusing
 *   the transfer, fee-on-transfer token, balance or allowance short, batch already sent: `BatchAlreadySent`),
 *   ReaderChainMismatchError (the reader serves another chain than the run's), TokensNotHeldError (NFT lines whose
 *   token the sender does not hold, each named).
 */
export async function simulateChunk(
  config: BulkSendConfig,
  parameters: SimulateChunkParameters,
): Promise<SimulateChunkReturnType> {
  const { run, chunkIndex } = parameters;
  const chunk = run.chunks[chunkIndex];
  if (!chunk) throw new InvalidRunError(`the run has no chunk ${chunkIndex}`);
  await assertReaderServesRun(config, run);
  const asset = assetOf(config, run);
  // One block for the whole decision: "already paid?", the call and the estimate all read the same state. (An estimate
  // at the node's default `pending` could see another machine's transaction of this chunk in the mempool that the
  // `latest` reads cannot, and the chunk was then skipped as paid while the chain did not show it paid.)
  const block = await rpc<string>(config.reader, 'eth_blockNumber');
  if (await readChunkPaid(config, run, chunk, block)) {
    // Paid already (this device, a replacement, another device): the contract would revert BatchAlreadySent.
    throw new ChunkSimulationError({
      chunkIndex,
      reason: 'alreadySent',
      errorName: 'BatchAlreadySent',
      args: [run.sender, chunk.batchId],
    });
  }
  const state: AssetHoldings = await asset.readHoldings(
    config,
    run,
    run.lines.slice(chunk.start, chunk.start + chunk.count),
  );
  asset.checkChunk(run, chunk, state);
  // After the holdings: a v3 ERC-721 chunk skips the code check only if no recipient has code now either.
  const { data, value } = asset.chunkCall(run, chunk, state);
  const call = {
    from: run.sender,
    to: run.bulkSend,
    data,
    // With gas price 0, minFee() is 0 in the call: the native send needs only value > 0 beyond the amounts.
    value: toQuantity(asset.standard === 'native' ? value + 1n : value),
    // Gas price 0: minFee() is 0 in the simulation (a node may otherwise pick its own price for a call).
    gasPrice: '0x0',
  };
  try {
    await rpc(config.reader, 'eth_call', [call, block]);
    const gas = hexToBigInt(await rpc(config.reader, 'eth_estimateGas', [call, block]));
    return { gas, data };
  } catch (error) {
    throw toSimulationError(run, chunk, error, asset.standard === 'native' ? undefined : state);
  }
}

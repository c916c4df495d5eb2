import { hexToBigInt } from '../provider/hexToBigInt.js';
import { assertReaderServesRun } from './assertReaderServesRun.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { chunkCallData } from './chunkCallData.js';
import { InvalidRunError } from './InvalidRunError.js';
import { readChunkPaid } from './readChunkPaid.js';
import { readTokenState, type TokenState } from './readTokenState.js';
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
 * (token code, balance, allowance; coin balance for the native coin), then runs the real call and estimates its gas.
 * @throws ChunkSimulationError naming the line, the address and the reason (reverting recipient, token refusing
 *   the transfer, fee-on-transfer token, balance or allowance short, batch already sent: `BatchAlreadySent`),
 *   ReaderChainMismatchError (the reader serves another chain than the run's).
 */
export async function simulateChunk(
  config: BulkSendConfig,
  parameters: SimulateChunkParameters,
): Promise<SimulateChunkReturnType> {
  const { run, chunkIndex } = parameters;
  const chunk = run.chunks[chunkIndex];
  if (!chunk) throw new InvalidRunError(`the run has no chunk ${chunkIndex}`);
  await assertReaderServesRun(config, run);
  const data = chunkCallData(run, chunk);
  if (await readChunkPaid(config, run, chunk)) {
    // Paid already (this device, a replacement, another device): the contract would revert BatchAlreadySent.
    throw new ChunkSimulationError({
      chunkIndex,
      reason: 'alreadySent',
      errorName: 'BatchAlreadySent',
      args: [run.sender, chunk.batchId],
    });
  }
  let state: TokenState | undefined;
  if (run.token) {
    state = await readTokenState(config, { token: run.token, owner: run.sender, spender: run.bulkSend });
    const fail = (reason: 'notAToken' | 'balanceShort' | 'allowanceShort') =>
      new ChunkSimulationError({
        chunkIndex,
        reason,
        address: reason === 'notAToken' ? (run.token ?? '') : run.sender,
      });
    if (!state.hasCode) throw fail('notAToken');
    if (run.decimals !== undefined && state.decimals !== undefined && state.decimals !== run.decimals) {
      // The amounts were read with other decimals than the token has: every amount would be off by powers of ten.
      throw new ChunkSimulationError({
        chunkIndex,
        reason: 'decimalsMismatch',
        address: run.token ?? '',
        errorName: `decimals ${state.decimals} ≠ ${run.decimals}`,
      });
    }
    if (state.balance < chunk.total) throw fail('balanceShort');
    if (state.allowance < chunk.total) throw fail('allowanceShort');
  } else {
    const balance = hexToBigInt(await rpc(config.reader, 'eth_getBalance', [run.sender, 'latest']));
    if (balance <= chunk.total) {
      throw new ChunkSimulationError({ chunkIndex, reason: 'balanceShort', address: run.sender });
    }
  }
  // With gas price 0, minFee() is 0 in the call: the native send needs only value > 0 beyond the amounts.
  const call = {
    from: run.sender,
    to: run.bulkSend,
    data,
    value: toQuantity(run.token ? 0n : chunk.total + 1n),
    // Gas price 0: minFee() is 0 in the simulation (a node may otherwise pick its own price for a call).
    gasPrice: '0x0',
  };
  try {
    await rpc(config.reader, 'eth_call', [call, 'latest']);
    const gas = hexToBigInt(await rpc(config.reader, 'eth_estimateGas', [call]));
    return { gas, data };
  } catch (error) {
    throw toSimulationError(run, chunk, error, state);
  }
}

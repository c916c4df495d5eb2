import { getAddress } from 'ethers';
import { erc20Calls } from '../abi/erc20Calls.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { chunkWords } from './chunkWords.js';
import { bulkSendInterface, bulkSendV3Interface } from './contractInterfaces.js';
import { GAS_FORMULA } from './GAS_FORMULA.js';
import type { AssetHoldings, RunAsset } from './RunAsset.js';
import { readTokenState } from './readTokenState.js';
import { unpackWords } from './unpackWords.js';
import { ZERO_HASH } from './ZERO_HASH.js';

/**
 * An ERC-20: `sendErc20Packed(token, batchId, packed)` (v3: `sendErc20Packed(token, batchId, total, packed)`), the total pulled once by BulkSend, so the sender approves
 * exactly the unpaid total (a non-zero allowance that is too low is reset to 0 first: USDT-style tokens refuse
 * non-zero → non-zero).
 */
export const erc20Asset: RunAsset = {
  standard: 'erc20',
  batchWords: chunkWords,
  chunkCall(run: BulkSendRun, chunk: RunChunk) {
    const data =
      run.bulkSendVersion === 'v3'
        ? bulkSendV3Interface.encodeFunctionData('sendErc20Packed', [
            run.token,
            chunk.batchId,
            chunk.total,
            chunkWords(run, chunk),
          ])
        : bulkSendInterface.encodeFunctionData('sendErc20Packed', [run.token, chunk.batchId, chunkWords(run, chunk)]);
    return { data: data as `0x${string}`, value: 0n };
  },
  gasFormula: GAS_FORMULA.erc20,
  readHoldings(config: { reader: Eip1193Provider }, run: BulkSendRun): Promise<AssetHoldings> {
    return readTokenState(config, { token: run.token ?? '', owner: run.sender, spender: run.bulkSend });
  },
  checkChunk(run, chunk, state) {
    const chunkIndex = chunk.index;
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
  },
  approvalSteps(state, needed) {
    if (needed === 0n || state.allowance >= needed) return [];
    return [
      ...(state.allowance > 0n ? [{ kind: 'reset' as const, amount: 0n }] : []),
      { kind: 'approve' as const, amount: needed },
    ];
  },
  approvalData(run, step) {
    const amount = step.kind === 'reset' || step.kind === 'revoke' ? 0n : step.amount;
    return erc20Calls.approve(run.bulkSend, amount);
  },
  approvalLeft: (state) => state.allowance > 0n,
  decodeCall(name, args) {
    const token = () => getAddress(args[0] as string) as `0x${string}`;
    if (name === 'sendErc20Packed') {
      return { token: token(), batchId: args[1] as `0x${string}`, recipients: unpackWords(args[2] as bigint[]) };
    }
    if (name !== 'sendErc20') return null;
    const amounts = args[2] as bigint[];
    return {
      token: token(),
      batchId: ZERO_HASH,
      recipients: (args[1] as string[]).map((address, i) => ({
        address: getAddress(address) as `0x${string}`,
        amount: amounts[i] ?? 0n,
      })),
    };
  },
};

import { getAddress } from 'ethers';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { chunkWords } from './chunkWords.js';
import { bulkSendInterface } from './contractInterfaces.js';
import { GAS_FORMULA } from './GAS_FORMULA.js';
import type { AssetHoldings, RunAsset } from './RunAsset.js';
import { rpc } from './rpc.js';
import { unpackWords } from './unpackWords.js';
import { ZERO_HASH } from './ZERO_HASH.js';

/**
 * The chain's coin: `sendEthPacked(batchId, packed)` (the same call in v2 and v3; v3's batch id is bound), the amounts
 * attached as value, no approval.
 */
export const nativeAsset: RunAsset = {
  standard: 'native',
  batchWords: chunkWords,
  chunkCall(run: BulkSendRun, chunk: RunChunk) {
    const data = bulkSendInterface.encodeFunctionData('sendEthPacked', [chunk.batchId, chunkWords(run, chunk)]);
    return { data: data as `0x${string}`, value: chunk.total };
  },
  gasFormula: GAS_FORMULA.native,
  async readHoldings(config: { reader: Eip1193Provider }, run: BulkSendRun): Promise<AssetHoldings> {
    const balance = hexToBigInt(await rpc(config.reader, 'eth_getBalance', [run.sender, 'latest']));
    return { hasCode: true, balance, allowance: 0n, decimals: 18, nativeBalance: balance };
  },
  checkChunk(run, chunk, holdings) {
    // Strictly more: the operator fee goes on top of the amounts.
    if (holdings.nativeBalance <= chunk.total) {
      throw new ChunkSimulationError({ chunkIndex: chunk.index, reason: 'balanceShort', address: run.sender });
    }
  },
  approvalSteps: () => [],
  approvalData() {
    throw new TypeError('the native coin needs no approval');
  },
  approvalLeft: () => false,
  decodeCall(name, args) {
    if (name === 'sendEthPacked')
      return { token: null, batchId: args[0] as `0x${string}`, recipients: unpackWords(args[1] as bigint[]) };
    if (name !== 'sendEth') return null;
    const amounts = args[1] as bigint[];
    return {
      token: null,
      batchId: ZERO_HASH,
      recipients: (args[0] as string[]).map((address, i) => ({
        address: getAddress(address) as `0x${string}`,
        amount: amounts[i] ?? 0n,
      })),
    };
  },
};

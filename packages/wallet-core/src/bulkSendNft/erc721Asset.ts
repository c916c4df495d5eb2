import { BULK_SEND_PACKED_AMOUNT_LIMIT } from '@fanout/contracts';
import { getAddress } from 'ethers';
import type { BulkSendRun, RunChunk, RunLine } from '../bulkSend/BulkSendRun.js';
import { bulkSendInterface, bulkSendV3Interface } from '../bulkSend/contractInterfaces.js';
import { GAS_FORMULA } from '../bulkSend/GAS_FORMULA.js';
import { noRecipientHasCode } from '../bulkSend/noRecipientHasCode.js';
import type { AssetHoldings, RunAsset } from '../bulkSend/RunAsset.js';
import { unpackWords } from '../bulkSend/unpackWords.js';
import { checkNftChunk } from './checkNftChunk.js';
import { nftInterface } from './nftInterface.js';
import { readNftHoldings } from './readNftHoldings.js';

const linesOf = (run: Pick<BulkSendRun, 'lines'>, chunk: Pick<RunChunk, 'start' | 'count'>): RunLine[] =>
  run.lines.slice(chunk.start, chunk.start + chunk.count);

/**
 * ERC-721: one token id per line, moved straight from the sender to the recipient by BulkSend as an approved
 * operator (`setApprovalForAll`). `sendErc721Packed` (`tokenId << 160 | recipient`) when every id of the chunk is
 * below 2^96, else `sendErc721` (recipients and ids as two lists). v3 runs: `sendErc721PackedToEoas` (the same words,
 * no code check per recipient) for a chunk whose every recipient had no code when planned and in the holdings read
 * right before signing.
 */
export const erc721Asset: RunAsset = {
  standard: 'erc721',
  batchWords: (run, chunk) => linesOf(run, chunk).flatMap((l) => [BigInt(l.address), l.tokenId ?? 0n]),
  chunkCall(run: BulkSendRun, chunk: RunChunk, holdings?: AssetHoldings) {
    const lines = linesOf(run, chunk);
    const ids = lines.map((l) => l.tokenId ?? 0n);
    const packed = () => lines.map((l, i) => ((ids[i] ?? 0n) << 160n) | BigInt(l.address));
    // No code at any recipient when planned and again right before signing: v3's entry without the code check.
    const toEoas =
      run.bulkSendVersion === 'v3' && chunk.recipientsWithoutCode === true && holdings?.recipientsWithoutCode === true;
    const data = !ids.every((id) => id < BULK_SEND_PACKED_AMOUNT_LIMIT)
      ? bulkSendInterface.encodeFunctionData('sendErc721', [run.token, chunk.batchId, lines.map((l) => l.address), ids])
      : toEoas
        ? bulkSendV3Interface.encodeFunctionData('sendErc721PackedToEoas', [run.token, chunk.batchId, packed()])
        : bulkSendInterface.encodeFunctionData('sendErc721Packed', [run.token, chunk.batchId, packed()]);
    return { data: data as `0x${string}`, value: 0n };
  },
  gasFormula: GAS_FORMULA.erc721,
  async readHoldings(config, run, lines) {
    const holdings = await readNftHoldings(config, run, 'erc721', lines);
    if (run.bulkSendVersion !== 'v3' || !run.chunks.some((c) => c.recipientsWithoutCode)) return holdings;
    const recipientsWithoutCode = await noRecipientHasCode(
      config,
      lines.map((l) => l.address),
    );
    return { ...holdings, recipientsWithoutCode };
  },
  checkChunk: checkNftChunk,
  approvalSteps: (holdings, needed) =>
    needed > 0n && !holdings.approvedForAll ? [{ kind: 'approveAll', amount: 0n }] : [],
  approvalData: (run, step) =>
    nftInterface.encodeFunctionData('setApprovalForAll', [run.bulkSend, step.kind !== 'revoke']) as `0x${string}`,
  approvalLeft: (holdings) => holdings.approvedForAll === true,
  decodeCall(name, args) {
    const token = () => getAddress(args[0] as string) as `0x${string}`;
    if (name === 'sendErc721Packed') {
      const recipients = unpackWords(args[2] as bigint[]).map(({ address, amount }) => ({
        address,
        amount: 1n,
        tokenId: amount,
      }));
      return { token: token(), batchId: args[1] as `0x${string}`, recipients };
    }
    if (name !== 'sendErc721') return null;
    const ids = args[3] as bigint[];
    const recipients = (args[2] as string[]).map((address, i) => ({
      address: getAddress(address) as `0x${string}`,
      amount: 1n,
      tokenId: ids[i] ?? 0n,
    }));
    return { token: token(), batchId: args[1] as `0x${string}`, recipients };
  },
};

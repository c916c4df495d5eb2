import { BULK_SEND_PACKED_AMOUNT_LIMIT, packErc1155Entries } from '@fanout/contracts';
import { concat, getAddress } from 'ethers';
import type { BulkSendRun, RunChunk, RunLine } from '../bulkSend/BulkSendRun.js';
import { bulkSendInterface, bulkSendV3Interface } from '../bulkSend/contractInterfaces.js';
import { GAS_FORMULA } from '../bulkSend/GAS_FORMULA.js';
import type { RunAsset } from '../bulkSend/RunAsset.js';
import { unpackWords } from '../bulkSend/unpackWords.js';
import { checkNftChunk } from './checkNftChunk.js';
import { erc721Asset } from './erc721Asset.js';
import { readNftHoldings } from './readNftHoldings.js';

const linesOf = (run: Pick<BulkSendRun, 'lines'>, chunk: Pick<RunChunk, 'start' | 'count'>): RunLine[] =>
  run.lines.slice(chunk.start, chunk.start + chunk.count);

/**
 * ERC-1155: an amount of a token id per line, moved straight from the sender by BulkSend as an approved operator.
 * The cheapest entry point that fits the chunk: `sendErc1155Uniform` (one id, one amount: recipients as 20-byte
 * addresses back to back), `sendErc1155Packed` (one id, `amount << 160 | recipient`, amounts below 2^96; v3: each
 * recipient's 20 bytes then its amount in as few bytes as the largest needs, with the total: `packErc1155Entries`), else
 * `sendErc1155` (recipients, ids and amounts as three lists).
 */
export const erc1155Asset: RunAsset = {
  standard: 'erc1155',
  batchWords: (run, chunk) => linesOf(run, chunk).flatMap((l) => [BigInt(l.address), l.tokenId ?? 0n, l.amount]),
  chunkCall(run: BulkSendRun, chunk: RunChunk) {
    const lines = linesOf(run, chunk);
    const id = lines[0]?.tokenId ?? 0n;
    const amount = lines[0]?.amount ?? 0n;
    const oneId = lines.every((l) => l.tokenId === id);
    let data: string;
    if (oneId && lines.every((l) => l.amount === amount)) {
      data = bulkSendInterface.encodeFunctionData('sendErc1155Uniform', [
        run.token,
        id,
        amount,
        chunk.batchId,
        concat(lines.map((l) => l.address)),
      ]);
    } else if (oneId && lines.every((l) => l.amount < BULK_SEND_PACKED_AMOUNT_LIMIT) && run.bulkSendVersion === 'v3') {
      const { amountBytes, entries, total } = packErc1155Entries(
        lines.map((l) => l.address),
        lines.map((l) => l.amount),
      );
      data = bulkSendV3Interface.encodeFunctionData('sendErc1155Packed', [
        run.token,
        id,
        chunk.batchId,
        total,
        amountBytes,
        entries,
      ]);
    } else if (oneId && lines.every((l) => l.amount < BULK_SEND_PACKED_AMOUNT_LIMIT)) {
      data = bulkSendInterface.encodeFunctionData('sendErc1155Packed', [
        run.token,
        id,
        chunk.batchId,
        lines.map((l) => (l.amount << 160n) | BigInt(l.address)),
      ]);
    } else {
      data = bulkSendInterface.encodeFunctionData('sendErc1155', [
        run.token,
        chunk.batchId,
        lines.map((l) => l.address),
        lines.map((l) => l.tokenId ?? 0n),
        lines.map((l) => l.amount),
      ]);
    }
    return { data: data as `0x${string}`, value: 0n };
  },
  gasFormula: GAS_FORMULA.erc1155,
  readHoldings: (config, run, lines) => readNftHoldings(config, run, 'erc1155', lines),
  checkChunk: checkNftChunk,
  approvalSteps: erc721Asset.approvalSteps,
  approvalData: erc721Asset.approvalData,
  approvalLeft: erc721Asset.approvalLeft,
  decodeCall(name, args) {
    const token = () => getAddress(args[0] as string) as `0x${string}`;
    if (name === 'sendErc1155Uniform') {
      const bytes = String(args[4]).slice(2);
      const recipients = [];
      for (let i = 0; i + 40 <= bytes.length; i += 40) {
        recipients.push({
          address: getAddress(`0x${bytes.slice(i, i + 40)}`) as `0x${string}`,
          amount: args[2] as bigint,
          tokenId: args[1] as bigint,
        });
      }
      return { token: token(), batchId: args[3] as `0x${string}`, recipients };
    }
    if (name === 'sendErc1155Packed') {
      const recipients = unpackWords(args[3] as bigint[]).map((entry) => ({ ...entry, tokenId: args[1] as bigint }));
      return { token: token(), batchId: args[2] as `0x${string}`, recipients };
    }
    if (name !== 'sendErc1155') return null;
    const ids = args[3] as bigint[];
    const amounts = args[4] as bigint[];
    const recipients = (args[2] as string[]).map((address, i) => ({
      address: getAddress(address) as `0x${string}`,
      amount: amounts[i] ?? 0n,
      tokenId: ids[i] ?? 0n,
    }));
    return { token: token(), batchId: args[1] as `0x${string}`, recipients };
  },
};

import { getAddress, id, isAddress, zeroPadValue } from 'ethers';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { bulkSendInterface } from './contractInterfaces.js';
import { decodeBulkSendCall } from './decodeBulkSendCall.js';
import { HISTORY_DEFAULTS } from './HISTORY_DEFAULTS.js';
import {
  blockStamps,
  byChainOrder,
  errorText,
  type HistoryGap,
  historyRetry,
  type RawLog,
  readHistoryWindow,
  scanLogs,
} from './historyReads.js';
import { InvalidRunError } from './InvalidRunError.js';
import { rpc } from './rpc.js';

/** Recipients per `eth_getLogs` topic list: an OR of addresses public RPCs accept (some cap a topic list near 1,000). */
export const RECIPIENT_TOPIC_GROUP = 100;

export type ReadRecipientPaymentsParameters = {
  /** BulkSend's address, or several (v2's and v3's): their payments of every sender are read. */
  bulkSend: `0x${string}` | readonly `0x${string}`[];
  /** The token paid (an ERC-20, ERC-721 or ERC-1155 contract), or null for the native coin. */
  token: `0x${string}` | null;
  /** The list's recipients: what any sender paid them with `token` through BulkSend is returned. */
  recipients: readonly string[];
  /** Start of the window, ms since epoch (default: now − 7 days, as `readSenderHistory`). */
  since?: number;
  /** Start of the window as a block number (e.g. the `fromBlock` of the sender's own history read, for the same window). */
  fromBlock?: bigint;
  signal?: AbortSignal;
};

/** One BulkSend payment of a list's recipient, by any sender. */
export type RecipientPayment = {
  /** The recipient, checksummed. */
  recipient: `0x${string}`;
  /** Who paid through BulkSend (the `BatchSent` / `BulkSent` event's sender: an account or a Safe), checksummed. */
  sender: `0x${string}`;
  amount: bigint;
  /** ERC-721 / ERC-1155: the token id. */
  tokenId?: bigint;
  hash: `0x${string}`;
  blockNumber: bigint;
  /** Block timestamp, ms since epoch. */
  timestamp: number;
};

/** A BulkSend payment of the coin whose recipients could not be read (the call came through another contract). */
export type UnreadRecipientPayment = Pick<RecipientPayment, 'sender' | 'hash' | 'blockNumber' | 'timestamp'>;

export type ReadRecipientPaymentsReturnType = {
  /** Oldest first. */
  payments: RecipientPayment[];
  /**
   * Coin payments of other transactions than a direct BulkSend call (a Safe's `execTransaction`, a multicall): their
   * recipients are unknown — say so, never "nobody". (A token's own transfer logs name the recipients whatever the call.)
   */
  unread: UnreadRecipientPayment[];
  fromBlock: bigint;
  toBlock: bigint;
  /** false when the window could not be read in full: `incomplete` says why (the same keys as `readSenderHistory`). */
  complete: boolean;
  /** As `readSenderHistory`: whether the window reaches back past BulkSend's deployment (null: the node cannot say). */
  coversDeployment: boolean | null;
  incomplete?: HistoryGap;
};

type RawTransaction = { to: string | null; input: string };

const ZERO_WORD = 0n;
const batchSentTopic = String(bulkSendInterface.getEvent('BatchSent')?.topicHash).toLowerCase();
const bulkSentTopic = String(bulkSendInterface.getEvent('BulkSent')?.topicHash).toLowerCase();
const TRANSFER = id('Transfer(address,address,uint256)');
const TRANSFER_SINGLE = id('TransferSingle(address,address,address,uint256,uint256)');
const TRANSFER_BATCH = id('TransferBatch(address,address,address,uint256[],uint256[])');
const addressOf = (word: string | undefined) =>
  getAddress(
    `0x${BigInt(word ?? '0x0')
      .toString(16)
      .padStart(40, '0')}`,
  ) as `0x${string}`;

/**
 * What a list's recipients already received through BulkSend, from any sender, over a window of the run's chain
 * (`config.reader`): the other side of `readSenderHistory` — another account (a second treasurer, the member's other
 * wallet) that paid the same list is found before it is paid twice. BulkSend's `BatchSent` / `BulkSent` events of
 * every sender with the token, then per asset: a token's own `Transfer` (ERC-20, ERC-721) and `TransferSingle` /
 * `TransferBatch` (ERC-1155) logs to the recipients (the recipients as topics, `RECIPIENT_TOPIC_GROUP` a request) in
 * those transactions; the coin from the calldata of transactions that called BulkSend directly, the others named in
 * `unread`. The window, ranges, retries and gaps are those of `readSenderHistory`.
 * @throws ReaderChainMismatchError when `config.chainId` is set and the reader serves another chain
 * @throws InvalidRunError when `bulkSend`, `token` or a recipient is not an address
 */
export async function readRecipientPayments(
  config: BulkSendConfig,
  parameters: ReadRecipientPaymentsParameters,
): Promise<ReadRecipientPaymentsReturnType> {
  const { signal } = parameters;
  const bulkSends = typeof parameters.bulkSend === 'string' ? [parameters.bulkSend] : [...parameters.bulkSend];
  if (bulkSends.length === 0) throw new InvalidRunError('bulkSend names no address');
  for (const [field, value] of [
    ...bulkSends.map((address) => ['bulkSend', address] as const),
    ['token', parameters.token] as const,
    ...parameters.recipients.map((address) => ['recipient', address] as const),
  ]) {
    if (value !== null && !isAddress(value)) throw new InvalidRunError(`${field} is not an address: ${String(value)}`);
  }
  const token = parameters.token?.toLowerCase() ?? null;
  const wanted = new Set(parameters.recipients.map((address) => address.toLowerCase()));
  const retry = historyRetry(config, signal);
  const window = await readHistoryWindow(config, retry, {
    bulkSends,
    since: parameters.since ?? config.now() - HISTORY_DEFAULTS.windowMs,
    fromBlock: parameters.fromBlock,
    ...(signal ? { signal } : {}),
  });
  if ('gap' in window) {
    return {
      payments: [],
      unread: [],
      fromBlock: 0n,
      toBlock: 0n,
      complete: false,
      coversDeployment: null,
      incomplete: window.gap,
    };
  }
  const { fromBlock, toBlock, coversDeployment } = window;
  const answer = (payments: RecipientPayment[], unread: UnreadRecipientPayment[], gap?: HistoryGap) => ({
    payments,
    unread,
    fromBlock,
    toBlock,
    coversDeployment,
    ...(gap ? { complete: false, incomplete: gap } : { complete: true }),
  });
  if (wanted.size === 0 || fromBlock > toBlock) return answer([], []);

  // BulkSend's payments of every sender with this token (BatchSent: token is topic 3; BulkSent: topic 2).
  const events = await scanLogs(config, retry, {
    filter: {
      address: bulkSends.length === 1 ? (bulkSends[0] as string) : bulkSends,
      topics: [[batchSentTopic, bulkSentTopic]],
    },
    fromBlock,
    toBlock,
    signal,
  });
  const blockAt = blockStamps(config, retry);
  /** Senders of each transaction's BulkSend payments with the token, in their order. */
  const senders = new Map<string, { senders: `0x${string}`[]; log: RawLog }>();
  for (const log of events.logs.sort(byChainOrder)) {
    const topic = log.topics[0]?.toLowerCase();
    const tokenWord = BigInt((topic === batchSentTopic ? log.topics[3] : log.topics[2]) ?? '0x0');
    if (
      (tokenWord === ZERO_WORD ? null : addressOf(log.topics[topic === batchSentTopic ? 3 : 2]).toLowerCase()) !== token
    )
      continue;
    const hash = log.transactionHash.toLowerCase();
    const entry = senders.get(hash) ?? { senders: [], log };
    const sender = addressOf(log.topics[1]);
    if (!entry.senders.includes(sender)) entry.senders.push(sender);
    senders.set(hash, entry);
  }
  let gap = events.gap;
  const payments: RecipientPayment[] = [];
  const unread: UnreadRecipientPayment[] = [];
  if (senders.size === 0) return answer(payments, unread, gap);
  /** The block of a log when it is still canonical (a reorganisation may have dropped it), else null. */
  const canonical = async (log: RawLog) => {
    const block = await blockAt(hexToBigInt(log.blockNumber));
    return block && block.hash.toLowerCase() === log.blockHash.toLowerCase() ? block : null;
  };

  try {
    if (token === null) {
      // The coin: the calldata of each transaction that called BulkSend itself names its recipients.
      for (const [hash, { senders: from, log }] of senders) {
        const block = await canonical(log);
        if (!block) continue;
        const tx = await retry(() => rpc<RawTransaction | null>(config.reader, 'eth_getTransactionByHash', [hash]));
        const direct = tx?.to && bulkSends.some((address) => address.toLowerCase() === tx.to?.toLowerCase());
        const decoded = direct ? decodeBulkSendCall(tx.input, config.assets) : null;
        const sender = from[0] as `0x${string}`;
        const where = { sender, hash: hash as `0x${string}`, blockNumber: block.number, timestamp: block.timestamp };
        if (!decoded || decoded.token !== null || from.length > 1) {
          unread.push(where);
          continue;
        }
        for (const entry of decoded.recipients) {
          if (wanted.has(entry.address.toLowerCase())) {
            payments.push({ recipient: getAddress(entry.address) as `0x${string}`, amount: entry.amount, ...where });
          }
        }
      }
      return answer(payments, unread, gap);
    }

    // A token: its own transfer logs to the recipients, in the blocks of those payments.
    let low = toBlock;
    let high = fromBlock;
    for (const { log } of senders.values()) {
      const n = hexToBigInt(log.blockNumber);
      if (n < low) low = n;
      if (n > high) high = n;
    }
    const list = [...wanted];
    for (let i = 0; i < list.length && !gap; i += RECIPIENT_TOPIC_GROUP) {
      const group = list.slice(i, i + RECIPIENT_TOPIC_GROUP).map((address) => zeroPadValue(address, 32).toLowerCase());
      for (const topics of [
        [TRANSFER, null, group],
        [[TRANSFER_SINGLE, TRANSFER_BATCH], null, null, group],
      ]) {
        const found = await scanLogs(config, retry, {
          filter: { address: token, topics },
          fromBlock: low,
          toBlock: high,
          signal,
        });
        gap ??= found.gap;
        for (const log of found.logs) {
          const paid = senders.get(log.transactionHash.toLowerCase());
          if (!paid || log.address?.toLowerCase() !== token) continue;
          const block = await canonical(log);
          if (!block) continue;
          const where = {
            sender: paid.senders[0] as `0x${string}`,
            hash: log.transactionHash.toLowerCase() as `0x${string}`,
            blockNumber: block.number,
            timestamp: block.timestamp,
          };
          const first = log.topics[0]?.toLowerCase();
          if (first === TRANSFER) {
            const recipient = addressOf(log.topics[2]);
            // ERC-721: the token id is topic 3 and each transfer is one token; ERC-20: the amount is the data.
            payments.push(
              log.topics.length === 4
                ? { recipient, amount: 1n, tokenId: BigInt(log.topics[3] ?? '0x0'), ...where }
                : { recipient, amount: log.data === '0x' ? 0n : BigInt(log.data), ...where },
            );
          } else {
            const recipient = addressOf(log.topics[3]);
            const coder = bulkSendInterface.getAbiCoder();
            const single = first === TRANSFER_SINGLE;
            const data = coder.decode(single ? ['uint256', 'uint256'] : ['uint256[]', 'uint256[]'], log.data);
            const ids: bigint[] = single ? [data[0]] : [...data[0]];
            const amounts: bigint[] = single ? [data[1]] : [...data[1]];
            for (const [k, tokenId] of ids.entries()) {
              payments.push({ recipient, amount: amounts[k] ?? 0n, tokenId, ...where });
            }
          }
        }
      }
    }
  } catch (error) {
    signal?.throwIfAborted();
    gap ??= { messageKey: 'bulkSendHistoryTransactionsUnreadable', params: { error: errorText(error) } };
  }
  payments.sort((a, b) => (a.blockNumber === b.blockNumber ? 0 : a.blockNumber < b.blockNumber ? -1 : 1));
  return answer(payments, unread, gap);
}

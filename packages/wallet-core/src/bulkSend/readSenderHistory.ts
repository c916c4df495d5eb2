import { getAddress, isAddress, zeroPadValue } from 'ethers';
import type { MessageKey } from '../messages/MessageKey.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { ChainPayment } from './ChainPayment.js';
import { bulkSendInterface, bulkSendV3Interface } from './contractInterfaces.js';
import { decodeBulkSendCall } from './decodeBulkSendCall.js';
import { HISTORY_DEFAULTS } from './HISTORY_DEFAULTS.js';
import {
  blockStamps,
  byChainOrder,
  errorText,
  historyRetry,
  quantity,
  type RawLog,
  readHistoryWindow,
  scanLogs,
} from './historyReads.js';
import { InvalidRunError } from './InvalidRunError.js';
import { rpc } from './rpc.js';

export type ReadSenderHistoryParameters = {
  /**
   * BulkSend's address, or several: e.g. v2's and v3's on a chain whose settings name both, so a list paid through one
   * is recognised when the run goes through the other (both emit the same events; their calls are read alike).
   */
  bulkSend: `0x${string}` | readonly `0x${string}`[];
  sender: `0x${string}`;
  /** Only payments of this token (null = native coin); undefined = every token. */
  token?: `0x${string}` | null;
  /** Start of the window, ms since epoch (default: now − 7 days, using config.now()). */
  since?: number;
  /**
   * Start of the window as a block number instead of `since`: the block after the `toBlock` of an earlier read, to
   * read only what was paid since (cheap, right before a signature). A block above the head gives an empty, complete
   * answer whose `toBlock` is the head.
   */
  fromBlock?: bigint;
  /**
   * Called as block ranges are scanned (for a progress bar). The scan goes from the newest block back to `fromBlock`
   * (what was paid most recently is known first, and a node that refuses old blocks still gives the recent ones):
   * `scannedTo` is the oldest block read so far, `blocksScanned` how many blocks were read
   * (fraction done = blocksScanned / (toBlock − fromBlock + 1)).
   */
  onProgress?: (progress: { fromBlock: bigint; toBlock: bigint; scannedTo: bigint; blocksScanned: bigint }) => void;
  signal?: AbortSignal;
};

export type ReadSenderHistoryReturnType = {
  /** Oldest first (block, then position in the block). */
  payments: ChainPayment[];
  fromBlock: bigint;
  toBlock: bigint;
  /**
   * false when the window could not be read in full (RPC refused old blocks / ranges even after splitting, or a
   * transaction could not be fetched): the caller must tell the member before signing.
   */
  complete: boolean;
  /**
   * Whether the window reaches back past BulkSend's deployment, so no earlier payment can exist: true when it starts at
   * block 0 or BulkSend had no code in the block before it (one `eth_getCode`), false when it had, null when the node
   * could not say (e.g. not an archive node). When it is not true, payments before `fromBlock` were not checked: the
   * caller must say so before signing.
   */
  coversDeployment: boolean | null;
  /**
   * Why incomplete: a key of wallet-core's messages + its params — `bulkSendHistoryPartial` { fromBlock,
   * oldestReadBlock (decimal strings), oldestReadAt (ms), error }, `bulkSendHistoryUnreadable` { error },
   * `bulkSendHistoryTransactionsUnreadable` { error }.
   */
  incomplete?: { messageKey: MessageKey; params: Record<string, string | number> };
  /**
   * What `complete` rests on. `counted`: every address read is BulkSend v3, and its `batchCount(sender)` at `toBlock`
   * minus at `fromBlock − 1` equals the `BatchSent` events of the sender found there: the node left nothing out.
   * `node`: an address is BulkSend v2 (it keeps no count) or its count could not be read (e.g. state before the window
   * on a node that is not an archive): completeness rests on the node's answer. `mismatch`: a v3 count is higher than
   * the events the node returned — the node hides payments (e.g. it leaves out its newest blocks' logs); the answer
   * is then `complete: false` with `bulkSendHistoryHidden` { bulkSend, counted, found } (decimal strings).
   */
  proof: 'counted' | 'node' | 'mismatch';
};

type RawTransaction = { to: string | null; input: string };

const ZERO_HASH = `0x${'0'.repeat(64)}` as `0x${string}`;
const batchSentTopic = bulkSendInterface.getEvent('BatchSent')?.topicHash as string;
const bulkSentTopic = bulkSendInterface.getEvent('BulkSent')?.topicHash as string;

/**
 * This sender's own BulkSend payments over a time window, read from the chain (the run's RPC, `config.reader`):
 * BulkSend's `BatchSent` and `BulkSent` events with the sender as topic 1, then each transaction's calldata, which
 * names every recipient and amount. It is the record of who was paid that holds on a new device, after a cleared
 * browser and in Node. Log ranges the node refuses as too large are split; other failures are retried a few times;
 * what still cannot be read makes the answer `complete: false` with the reason — never a silent gap.
 * @throws ReaderChainMismatchError when `config.chainId` is set and the reader serves another chain
 * @throws InvalidRunError when `bulkSend`, `sender` or `token` is not an address
 */
export async function readSenderHistory(
  config: BulkSendConfig,
  parameters: ReadSenderHistoryParameters,
): Promise<ReadSenderHistoryReturnType> {
  const { signal } = parameters;
  const bulkSends = typeof parameters.bulkSend === 'string' ? [parameters.bulkSend] : [...parameters.bulkSend];
  if (bulkSends.length === 0) throw new InvalidRunError('bulkSend names no address');
  for (const [field, value] of [
    ...bulkSends.map((address) => ['bulkSend', address] as const),
    ['sender', parameters.sender] as const,
    ['token', parameters.token] as const,
  ]) {
    if (value !== undefined && value !== null && !isAddress(value)) {
      throw new InvalidRunError(`${field} is not an address: ${String(value)}`);
    }
  }
  const bulkSend = new Set(bulkSends.map((address) => address.toLowerCase()));
  const sender = getAddress(parameters.sender.toLowerCase());
  const wanted =
    parameters.token === undefined ? undefined : parameters.token === null ? null : parameters.token.toLowerCase();
  const since = parameters.since ?? config.now() - HISTORY_DEFAULTS.windowMs;

  const withRetries = historyRetry(config, signal);
  const window = await readHistoryWindow(config, withRetries, {
    bulkSends,
    since,
    fromBlock: parameters.fromBlock,
    ...(signal ? { signal } : {}),
  });
  if ('gap' in window) {
    return {
      payments: [],
      fromBlock: 0n,
      toBlock: 0n,
      complete: false,
      coversDeployment: null,
      incomplete: window.gap,
      proof: 'node',
    };
  }
  const { fromBlock, toBlock, coversDeployment } = window;

  // The logs, newest range first; a refused range is halved until the node takes it.
  const scan = await scanLogs(config, withRetries, {
    filter: {
      address: bulkSends.length === 1 ? (bulkSends[0] as string) : bulkSends,
      topics: [[batchSentTopic, bulkSentTopic], zeroPadValue(sender, 32).toLowerCase()],
    },
    fromBlock,
    toBlock,
    signal,
    onProgress: (scannedTo) =>
      parameters.onProgress?.({ fromBlock, toBlock, scannedTo, blocksScanned: toBlock - scannedTo + 1n }),
  });
  const logs = new Map<string, RawLog>();
  for (const log of scan.logs) logs.set(`${log.transactionHash.toLowerCase()}:${hexToBigInt(log.logIndex)}`, log);
  let incomplete: ReadSenderHistoryReturnType['incomplete'] = scan.gap;

  // Each event's transaction (its calldata names the recipients) and block (its time, and whether it is canonical).
  const entries = [...logs.values()].sort(byChainOrder);
  const blockAt = blockStamps(config, withRetries);
  const transactions = new Map<string, Promise<RawTransaction>>();
  /** By hash; else by block and position (a node whose transaction index no longer reaches that far back). */
  const transactionOf = (log: RawLog) => {
    const hash = log.transactionHash.toLowerCase();
    let transaction = transactions.get(hash);
    if (!transaction) {
      transaction = withRetries(async () => {
        const tx =
          (await rpc<RawTransaction | null>(config.reader, 'eth_getTransactionByHash', [hash])) ??
          (await rpc<RawTransaction | null>(config.reader, 'eth_getTransactionByBlockHashAndIndex', [
            log.blockHash,
            log.transactionIndex,
          ]));
        if (!tx) throw new Error(`the node does not return transaction ${hash}`);
        return tx;
      });
      transactions.set(hash, transaction);
    }
    return transaction;
  };
  const results: (ChainPayment | null)[] = new Array(entries.length).fill(null);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < entries.length && !failure) {
      const log = entries[next] as RawLog;
      const i = next++;
      const isBatch = log.topics[0]?.toLowerCase() === batchSentTopic.toLowerCase();
      const tokenWord = BigInt((isBatch ? log.topics[3] : log.topics[2]) ?? ZERO_HASH);
      const token =
        tokenWord === 0n ? null : (getAddress(`0x${tokenWord.toString(16).padStart(40, '0')}`) as `0x${string}`);
      if (wanted !== undefined && (token?.toLowerCase() ?? null) !== wanted) continue;
      const batchId = isBatch ? ((log.topics[2] ?? ZERO_HASH).toLowerCase() as `0x${string}`) : ZERO_HASH;
      try {
        const blockNumber = hexToBigInt(log.blockNumber);
        const block = await blockAt(blockNumber);
        // The chain's block at that height is another one: a reorganisation dropped this payment.
        if (!block || block.hash.toLowerCase() !== log.blockHash.toLowerCase()) continue;
        const tx = await transactionOf(log);
        const count = BigInt(bulkSendInterface.getAbiCoder().decode(['uint256', 'uint256'], log.data)[0]);
        // The calldata speaks for the event only when the sender called BulkSend itself with the same batch.
        const decoded =
          // (and the contract called is the one that logged, when the node says which)
          tx.to && bulkSend.has(tx.to.toLowerCase()) && (log.address ?? tx.to).toLowerCase() === tx.to.toLowerCase()
            ? decodeBulkSendCall(tx.input, config.assets)
            : null;
        const matches =
          decoded !== null &&
          (decoded.token?.toLowerCase() ?? null) === (token?.toLowerCase() ?? null) &&
          decoded.batchId.toLowerCase() === batchId &&
          BigInt(decoded.recipients.length) === count;
        results[i] = {
          hash: log.transactionHash.toLowerCase() as `0x${string}`,
          blockNumber,
          blockHash: block.hash,
          timestamp: block.timestamp,
          batchId,
          token,
          recipients: matches ? decoded.recipients : null,
        };
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: HISTORY_DEFAULTS.concurrency }, worker));
  signal?.throwIfAborted();
  if (failure && !incomplete) {
    incomplete = {
      messageKey: 'bulkSendHistoryTransactionsUnreadable',
      params: { error: errorText(failure.error) },
    };
  }
  const payments = results.filter((p): p is ChainPayment => p !== null);
  // Proof that the node left nothing out: BulkSend v3 counts each sender's batches (those with a batch id).
  const counts = incomplete
    ? new Map<string, bigint | null>()
    : await countBatches(config, bulkSends, sender, fromBlock, toBlock, coversDeployment === true);
  let proof: ReadSenderHistoryReturnType['proof'] =
    counts.size > 0 && [...counts.values()].every((count) => count !== null) ? 'counted' : 'node';
  for (const [address, counted] of counts) {
    const found = [...logs.values()].filter(
      (log) =>
        log.topics[0]?.toLowerCase() === batchSentTopic.toLowerCase() &&
        BigInt(log.topics[2] ?? ZERO_HASH) !== 0n &&
        (log.address ?? bulkSends[0] ?? '').toLowerCase() === address.toLowerCase(),
    ).length;
    if (counted !== null && counted !== BigInt(found)) {
      proof = 'mismatch';
      incomplete = {
        messageKey: 'bulkSendHistoryHidden',
        params: { bulkSend: getAddress(address), counted: counted.toString(), found: String(found) },
      };
      break;
    }
  }
  return incomplete
    ? { payments, fromBlock, toBlock, complete: false, coversDeployment, incomplete, proof }
    : { payments, fromBlock, toBlock, complete: true, coversDeployment, proof };
}

/**
 * `batchCount(sender)` of each address at `toBlock` minus at `fromBlock − 1` (0 there when `fromDeployment`); null for
 * an address that keeps no count (v2) or whose count could not be read. Empty when the window holds no block.
 */
async function countBatches(
  config: BulkSendConfig,
  bulkSends: readonly string[],
  sender: string,
  fromBlock: bigint,
  toBlock: bigint,
  fromDeployment: boolean,
): Promise<Map<string, bigint | null>> {
  const counts = new Map<string, bigint | null>();
  if (fromBlock > toBlock) return counts;
  const data = bulkSendV3Interface.encodeFunctionData('batchCount', [sender]);
  const countAt = async (address: string, block: bigint) => {
    const out = await rpc<string>(config.reader, 'eth_call', [{ to: address, data }, quantity(block)]);
    return BigInt(bulkSendV3Interface.decodeFunctionResult('batchCount', out)[0]);
  };
  for (const address of bulkSends) {
    try {
      const after = await countAt(address, toBlock);
      const before = fromDeployment || fromBlock === 0n ? 0n : await countAt(address, fromBlock - 1n);
      counts.set(address, after - before);
    } catch {
      counts.set(address, null);
    }
  }
  return counts;
}

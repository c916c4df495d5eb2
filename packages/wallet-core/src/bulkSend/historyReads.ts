// The parts of a read of BulkSend's history that `readSenderHistory` (one sender's payments) and
// `readRecipientPayments` (what a list's recipients received from any sender) share: the window (the run's chain, its
// head, the first block at or after `since`, whether it reaches back past BulkSend's deployment), log ranges read from
// the newest back with refused ranges halved, and requests retried on the config's clock.
import type { MessageKey } from '../messages/MessageKey.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { findBlockAtTime } from './findBlockAtTime.js';
import { HISTORY_DEFAULTS } from './HISTORY_DEFAULTS.js';
import { logReadErrorKind } from './logReadErrorKind.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import { type BlockStamp, readBlockStamp } from './readBlockStamp.js';
import { rpc } from './rpc.js';

export type RawLog = {
  address?: string;
  transactionHash: `0x${string}`;
  transactionIndex: string;
  blockNumber: string;
  blockHash: `0x${string}`;
  logIndex: string;
  topics: string[];
  data: string;
  removed?: boolean;
};

/** Why a read is incomplete: a key of wallet-core's messages + its params. */
export type HistoryGap = { messageKey: MessageKey; params: Record<string, string | number> };

export type HistoryWindow = { fromBlock: bigint; toBlock: bigint; coversDeployment: boolean | null };

export const quantity = (n: bigint) => `0x${n.toString(16)}`;

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200) ?? '';

export type Retry = <T>(read: () => Promise<T>, retryOn?: (error: unknown) => boolean) => Promise<T>;

/** One request, retried on failures that are not a refusal (network, rate limit), with a doubling wait. */
export function historyRetry(config: BulkSendConfig, signal: AbortSignal | undefined): Retry {
  return async <T>(read: () => Promise<T>, retryOn: (error: unknown) => boolean = () => true) => {
    let delay: number = HISTORY_DEFAULTS.retryDelayMs;
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      try {
        return await read();
      } catch (error) {
        signal?.throwIfAborted();
        if (attempt >= HISTORY_DEFAULTS.retries || !retryOn(error)) throw error;
        await config.sleep(delay);
        delay *= 2;
      }
    }
  };
}

/**
 * The window of a history read: the reader's chain checked (another chain's history would say "nobody was paid
 * here"), the newest block, then `fromBlock` or the first block at or after `since`; whether BulkSend had no code in
 * the block before it (with several addresses, none had). A gap when the node could not say.
 * @throws ReaderChainMismatchError when `config.chainId` is set and the reader serves another chain
 */
export async function readHistoryWindow(
  config: BulkSendConfig,
  retry: Retry,
  parameters: { bulkSends: readonly string[]; since: number; fromBlock?: bigint | undefined; signal?: AbortSignal },
): Promise<HistoryWindow | { gap: HistoryGap }> {
  const { signal } = parameters;
  const unreadable = (error: unknown) => {
    signal?.throwIfAborted();
    return { gap: { messageKey: 'bulkSendHistoryUnreadable' as const, params: { error: errorText(error) } } };
  };
  if (config.chainId !== undefined) {
    let served: number;
    try {
      served = Number(hexToBigInt(await retry(() => rpc<string>(config.reader, 'eth_chainId'))));
    } catch (error) {
      return unreadable(error);
    }
    if (served !== config.chainId) {
      throw new ReaderChainMismatchError('chainId', String(config.chainId), String(served));
    }
  }
  let head: BlockStamp;
  let fromBlock: bigint;
  try {
    const latest = await retry(() => readBlockStamp(config, 'latest'));
    if (!latest) throw new Error('the node returned no latest block');
    head = latest;
    fromBlock =
      parameters.fromBlock !== undefined
        ? parameters.fromBlock
        : await retry(() => findBlockAtTime(config, parameters.since, latest));
  } catch (error) {
    return unreadable(error);
  }
  let coversDeployment: boolean | null = fromBlock === 0n ? true : null;
  if (coversDeployment === null) {
    coversDeployment = await Promise.all(
      parameters.bulkSends.map((address) =>
        rpc<string>(config.reader, 'eth_getCode', [address, quantity(fromBlock - 1n)]),
      ),
    )
      .then((codes) => codes.every((code) => /^0x0*$/.test(code)))
      .catch(() => null);
  }
  return { fromBlock, toBlock: head.number, coversDeployment };
}

/**
 * The logs of `filter` between two blocks, newest range first; a range the node refuses as too large (or pruned) is
 * halved until it passes. What still cannot be read ends the scan with a gap (`bulkSendHistoryUnreadable` when nothing
 * was read, else `bulkSendHistoryPartial` with how far back it got). Removed logs are left out.
 */
export async function scanLogs(
  config: BulkSendConfig,
  retry: Retry,
  parameters: {
    filter: { address: string | string[]; topics: (string | string[] | null)[] };
    fromBlock: bigint;
    toBlock: bigint;
    signal?: AbortSignal | undefined;
    onProgress?: ((scannedTo: bigint) => void) | undefined;
  },
): Promise<{ logs: RawLog[]; gap?: HistoryGap }> {
  const { fromBlock, toBlock, signal } = parameters;
  const logs: RawLog[] = [];
  let high = toBlock;
  let span = toBlock - fromBlock + 1n;
  while (high >= fromBlock) {
    const low = high - span + 1n > fromBlock ? high - span + 1n : fromBlock;
    try {
      const found = await retry(
        () =>
          rpc<RawLog[]>(config.reader, 'eth_getLogs', [
            { ...parameters.filter, fromBlock: quantity(low), toBlock: quantity(high) },
          ]),
        (error) => logReadErrorKind(error) === null || logReadErrorKind(error) === 'rateLimited',
      );
      for (const log of found) if (!log.removed) logs.push(log);
      parameters.onProgress?.(low);
      high = low - 1n;
    } catch (error) {
      signal?.throwIfAborted();
      const kind = logReadErrorKind(error);
      if ((kind === 'range' || kind === 'pruned') && span > 1n) {
        span = (span + 1n) / 2n;
        continue;
      }
      if (high === toBlock) {
        return { logs, gap: { messageKey: 'bulkSendHistoryUnreadable', params: { error: errorText(error) } } };
      }
      // When the read part starts, for "checked back to 3 Nov 14:02" (ms; left out if the node will not say).
      const oldest = await readBlockStamp(config, high + 1n).catch(() => null);
      return {
        logs,
        gap: {
          messageKey: 'bulkSendHistoryPartial',
          params: {
            fromBlock: fromBlock.toString(),
            oldestReadBlock: (high + 1n).toString(),
            ...(oldest ? { oldestReadAt: oldest.timestamp } : {}),
            error: errorText(error),
          },
        },
      };
    }
  }
  return { logs };
}

/** Oldest first: by block, then position in the block. */
export function byChainOrder(a: RawLog, b: RawLog): number {
  const byBlock = hexToBigInt(a.blockNumber) - hexToBigInt(b.blockNumber);
  return byBlock !== 0n ? (byBlock < 0n ? -1 : 1) : Number(hexToBigInt(a.logIndex) - hexToBigInt(b.logIndex));
}

/** Block stamps read once each (retried): a block's time, and whether a log's block is still the canonical one. */
export function blockStamps(config: BulkSendConfig, retry: Retry): (n: bigint) => Promise<BlockStamp | null> {
  const blocks = new Map<bigint, Promise<BlockStamp | null>>();
  return (n) => {
    let block = blocks.get(n);
    if (!block) {
      block = retry(() => readBlockStamp(config, n));
      blocks.set(n, block);
    }
    return block;
  };
}

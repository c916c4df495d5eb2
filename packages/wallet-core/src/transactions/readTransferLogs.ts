import { isAddress } from '@fanout/batch-core';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';

/** `keccak256("Transfer(address,address,uint256)")`: the ERC-20 (and ERC-721) Transfer event's topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** Blocks per `eth_getLogs` request: a filtered query public RPCs accept (most cap a range at 10,000 blocks). */
export const INCOMING_TRANSFERS_SPAN = 10_000n;

/** One ERC-20 Transfer log: both sides, the amount and where it is on the chain. */
export interface TransferLog {
  readonly from: `0x${string}`;
  readonly to: `0x${string}`;
  readonly token: `0x${string}`;
  /** Base units. */
  readonly amount: bigint;
  readonly hash: `0x${string}`;
  readonly blockNumber: bigint;
  readonly logIndex: number;
}

export interface ReadTransferLogsParameters {
  token: string;
  /** The account whose side of the transfers is read. */
  account: string;
  /** `to`: transfers the account received; `from`: transfers it sent. */
  side: 'to' | 'from';
  fromBlock: bigint;
  toBlock: bigint;
  span?: bigint;
  signal?: AbortSignal;
}

interface RpcLog {
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: `0x${string}`;
  logIndex: string;
  removed?: boolean;
}

/**
 * The ERC-20 `Transfer` logs of `token` to or from `account` between two blocks, oldest first, in spans (one
 * `eth_getLogs` each). A span the node refuses ends the read with `complete: false` and what was read so far.
 * ERC-721 transfers (four topics) are not counted. `name` is the parameter named in errors (`to` or `from`).
 * @throws InvalidParameterError when `token` or `account` is not an address or the blocks are out of order.
 */
export async function readTransferLogs(
  reader: Eip1193Provider,
  parameters: ReadTransferLogsParameters,
): Promise<{ logs: TransferLog[]; complete: boolean; readTo: bigint }> {
  const { token, account, side, fromBlock, toBlock, signal } = parameters;
  const span = parameters.span ?? INCOMING_TRANSFERS_SPAN;
  if (!isAddress(token)) throw new InvalidParameterError('token', token);
  if (!isAddress(account)) throw new InvalidParameterError(side, account);
  if (fromBlock < 0n || toBlock < fromBlock - 1n || span < 1n) {
    throw new InvalidParameterError('fromBlock', `${fromBlock}..${toBlock} by ${span}`);
  }
  const accountTopic = `0x${account.slice(2).toLowerCase().padStart(64, '0')}`;
  const topics = side === 'to' ? [TRANSFER_TOPIC, null, accountTopic] : [TRANSFER_TOPIC, accountTopic];
  const logs: TransferLog[] = [];
  let readTo = fromBlock - 1n;
  for (let start = fromBlock; start <= toBlock; start += span) {
    signal?.throwIfAborted();
    const end = start + span - 1n < toBlock ? start + span - 1n : toBlock;
    let found: RpcLog[];
    try {
      found = (await reader.request({
        method: 'eth_getLogs',
        params: [{ address: token, topics, fromBlock: `0x${start.toString(16)}`, toBlock: `0x${end.toString(16)}` }],
      })) as RpcLog[];
    } catch {
      signal?.throwIfAborted();
      return { logs, complete: false, readTo };
    }
    for (const log of found) {
      if (log.removed || log.topics.length !== 3) continue;
      logs.push({
        from: `0x${(log.topics[1] ?? '').slice(-40)}`,
        to: `0x${(log.topics[2] ?? '').slice(-40)}`,
        token: token as `0x${string}`,
        amount: log.data === '0x' ? 0n : BigInt(log.data),
        hash: log.transactionHash,
        blockNumber: BigInt(log.blockNumber),
        logIndex: Number(log.logIndex),
      });
    }
    readTo = end;
  }
  return { logs, complete: true, readTo };
}

import { type IncomingTransfer, isAddress } from '@fanout/batch-core';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';

/** `keccak256("Transfer(address,address,uint256)")`: the ERC-20 (and ERC-721) Transfer event's topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** Blocks per `eth_getLogs` request: a filtered query public RPCs accept (most cap a range at 10,000 blocks). */
export const INCOMING_TRANSFERS_SPAN = 10_000n;

export interface ReadIncomingTransfersParameters {
  /** The ERC-20 contract whose transfers to `to` are read. */
  token: string;
  /** The receiving account (the sender of the payroll, whose history a poisoner writes into). */
  to: string;
  fromBlock: bigint;
  toBlock: bigint;
  /** Blocks per request (default INCOMING_TRANSFERS_SPAN). */
  span?: bigint;
  signal?: AbortSignal;
}

/** An ERC-20 transfer to the account, with where it is on the chain. */
export interface IncomingTokenTransfer extends IncomingTransfer {
  readonly token: `0x${string}`;
  readonly hash: `0x${string}`;
  readonly blockNumber: bigint;
  readonly logIndex: number;
}

export interface ReadIncomingTransfersReturnType {
  /** Oldest first. */
  transfers: IncomingTokenTransfer[];
  /** False when a request failed: the blocks from `readTo + 1` on were not read (say so; never "nobody"). */
  complete: boolean;
  /** The last block read. */
  readTo: bigint;
}

interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: `0x${string}`;
  logIndex: string;
  removed?: boolean;
}

/**
 * Reads the ERC-20 `Transfer` events of `token` to `to` between two blocks (in spans, oldest first) through any
 * EIP-1193 provider: the incoming transfers batch-core `findAddressPoisoning` looks through for zero-value and dust
 * transfers from look-alikes of past payees (address poisoning). A span the node refuses or fails ends the read with
 * `complete: false` and what was read so far. ERC-721 transfers (four topics) are not counted.
 * @throws InvalidParameterError when `token` or `to` is not an address or the blocks are out of order.
 */
export async function readIncomingTransfers(
  reader: Eip1193Provider,
  parameters: ReadIncomingTransfersParameters,
): Promise<ReadIncomingTransfersReturnType> {
  const { token, to, fromBlock, toBlock, signal } = parameters;
  const span = parameters.span ?? INCOMING_TRANSFERS_SPAN;
  if (!isAddress(token)) throw new InvalidParameterError('token', token);
  if (!isAddress(to)) throw new InvalidParameterError('to', to);
  if (fromBlock < 0n || toBlock < fromBlock - 1n || span < 1n) {
    throw new InvalidParameterError('fromBlock', `${fromBlock}..${toBlock} by ${span}`);
  }
  const toTopic = `0x${to.slice(2).toLowerCase().padStart(64, '0')}`;
  const transfers: IncomingTokenTransfer[] = [];
  let readTo = fromBlock - 1n;
  for (let start = fromBlock; start <= toBlock; start += span) {
    signal?.throwIfAborted();
    const end = start + span - 1n < toBlock ? start + span - 1n : toBlock;
    let logs: RpcLog[];
    try {
      logs = (await reader.request({
        method: 'eth_getLogs',
        params: [
          {
            address: token,
            topics: [TRANSFER_TOPIC, null, toTopic],
            fromBlock: `0x${start.toString(16)}`,
            toBlock: `0x${end.toString(16)}`,
          },
        ],
      })) as RpcLog[];
    } catch {
      signal?.throwIfAborted();
      return { transfers, complete: false, readTo };
    }
    for (const log of logs) {
      if (log.removed || log.topics.length !== 3) continue;
      transfers.push({
        from: `0x${(log.topics[1] ?? '').slice(-40)}`,
        token: token as `0x${string}`,
        amount: log.data === '0x' ? 0n : BigInt(log.data),
        hash: log.transactionHash,
        blockNumber: BigInt(log.blockNumber),
        logIndex: Number(log.logIndex),
      });
    }
    readTo = end;
  }
  return { transfers, complete: true, readTo };
}

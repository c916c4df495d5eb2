// An account's ERC-20 Transfer logs on one side — what it received (`readIncomingTransfers`, the input of address-
// poisoning checks) or sent (`readOutgoingTransfers`, its plain payments) — read through any EIP-1193 provider.
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

/** What a read of Transfer logs gives back. */
export interface TransferLogsRead {
  /** Oldest first. */
  transfers: TransferLog[];
  /** False when a request failed: the blocks from `readTo + 1` on were not read (say so; never "nobody"). */
  complete: boolean;
  /** The last block read. */
  readTo: bigint;
}

/** The blocks and token of a read (its account given by the caller's own name: `to` or `from`). */
export interface TransferLogsWindow {
  /** The ERC-20 contract whose transfers are read. */
  token: string;
  fromBlock: bigint;
  toBlock: bigint;
  /** Blocks per request (default INCOMING_TRANSFERS_SPAN). */
  span?: bigint;
  signal?: AbortSignal;
}

interface ReadTransferLogsParameters extends TransferLogsWindow {
  /** The account whose side of the transfers is read. */
  account: string;
  /** `to`: transfers the account received; `from`: transfers it sent. */
  side: 'to' | 'from';
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
 * ERC-721 transfers (four topics) are not counted.
 * @throws InvalidParameterError (named `side`: `to` or `from`, for a bad account) when `token` or `account` is not an
 *   address or the blocks are out of order.
 */
async function readTransferLogs(
  reader: Eip1193Provider,
  parameters: ReadTransferLogsParameters,
): Promise<TransferLogsRead> {
  const { token, account, side, fromBlock, toBlock, signal } = parameters;
  const span = parameters.span ?? INCOMING_TRANSFERS_SPAN;
  if (!isAddress(token)) throw new InvalidParameterError('token', token);
  if (!isAddress(account)) throw new InvalidParameterError(side, account);
  if (fromBlock < 0n || toBlock < fromBlock - 1n || span < 1n) {
    throw new InvalidParameterError('fromBlock', `${fromBlock}..${toBlock} by ${span}`);
  }
  const accountTopic = `0x${account.slice(2).toLowerCase().padStart(64, '0')}`;
  const topics = side === 'to' ? [TRANSFER_TOPIC, null, accountTopic] : [TRANSFER_TOPIC, accountTopic];
  const transfers: TransferLog[] = [];
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
      return { transfers, complete: false, readTo };
    }
    for (const log of found) {
      if (log.removed || log.topics.length !== 3) continue;
      transfers.push({
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
  return { transfers, complete: true, readTo };
}

/**
 * The reader of one side of an account's transfers: `transferReader('to')` takes the account as `to` (what it
 * received), `transferReader('from')` as `from` (what it sent).
 */
function transferReader<Side extends 'to' | 'from'>(side: Side) {
  return (
    reader: Eip1193Provider,
    parameters: TransferLogsWindow & Record<Side, string>,
  ): Promise<TransferLogsRead> => {
    const { token, fromBlock, toBlock, span, signal } = parameters;
    return readTransferLogs(reader, { token, fromBlock, toBlock, span, signal, account: parameters[side], side });
  };
}

export interface ReadIncomingTransfersParameters extends TransferLogsWindow {
  /** The receiving account (the sender of the payroll, whose history a poisoner writes into). */
  to: string;
}

/** An ERC-20 transfer to the account (batch-core's IncomingTransfer), with where it is on the chain. */
export type IncomingTokenTransfer = TransferLog;

export type ReadIncomingTransfersReturnType = TransferLogsRead;

/**
 * Reads the ERC-20 `Transfer` events of `token` to `to` between two blocks (in spans, oldest first) through any
 * EIP-1193 provider: the incoming transfers batch-core `findAddressPoisoning` looks through for zero-value and dust
 * transfers from look-alikes of past payees (address poisoning). A span the node refuses or fails ends the read with
 * `complete: false` and what was read so far. ERC-721 transfers (four topics) are not counted.
 * @throws InvalidParameterError when `token` or `to` is not an address or the blocks are out of order.
 */
export const readIncomingTransfers: (
  reader: Eip1193Provider,
  parameters: ReadIncomingTransfersParameters,
) => Promise<ReadIncomingTransfersReturnType> = transferReader('to');

export interface ReadOutgoingTransfersParameters extends TransferLogsWindow {
  /** The sending account (the payroll's sender: whom it paid with plain transfers, outside BulkSend). */
  from: string;
}

/** An ERC-20 transfer from the account: whom it paid (`to`), how much, and where it is on the chain. */
export type OutgoingTokenTransfer = TransferLog;

export type ReadOutgoingTransfersReturnType = TransferLogsRead;

/**
 * Reads the ERC-20 `Transfer` events of `token` from `from` between two blocks (in spans, oldest first) through any
 * EIP-1193 provider: the account's plain token payments (a wallet's own send, not a batch), which are past payees for
 * batch-core `findLookAlikes` as much as BulkSend's recipients are (issue 38). A transfer that `from` made to a
 * contract pulling it (an approval spent by BulkSend) is listed too: its `to` is that contract. A span the node
 * refuses ends the read with `complete: false`. ERC-721 transfers (four topics) are not counted.
 * @throws InvalidParameterError when `token` or `from` is not an address or the blocks are out of order.
 */
export const readOutgoingTransfers: (
  reader: Eip1193Provider,
  parameters: ReadOutgoingTransfersParameters,
) => Promise<ReadOutgoingTransfersReturnType> = transferReader('from');

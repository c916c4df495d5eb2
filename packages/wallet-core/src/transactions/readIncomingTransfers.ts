import type { IncomingTransfer } from '@fanout/batch-core';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { readTransferLogs } from './readTransferLogs.js';

export { INCOMING_TRANSFERS_SPAN } from './readTransferLogs.js';

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
  const { to, ...rest } = parameters;
  const { logs, complete, readTo } = await readTransferLogs(reader, { ...rest, account: to, side: 'to' });
  const transfers = logs.map(({ from, token, amount, hash, blockNumber, logIndex }) => ({
    from,
    token,
    amount,
    hash,
    blockNumber,
    logIndex,
  }));
  return { transfers, complete, readTo };
}

import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { readTransferLogs } from './readTransferLogs.js';

export interface ReadOutgoingTransfersParameters {
  /** The ERC-20 contract whose transfers from `from` are read. */
  token: string;
  /** The sending account (the payroll's sender: whom it paid with plain transfers, outside BulkSend). */
  from: string;
  fromBlock: bigint;
  toBlock: bigint;
  /** Blocks per request (default INCOMING_TRANSFERS_SPAN). */
  span?: bigint;
  signal?: AbortSignal;
}

/** An ERC-20 transfer from the account: whom it paid, how much, and where it is on the chain. */
export interface OutgoingTokenTransfer {
  readonly to: `0x${string}`;
  readonly token: `0x${string}`;
  /** Base units. */
  readonly amount: bigint;
  readonly hash: `0x${string}`;
  readonly blockNumber: bigint;
  readonly logIndex: number;
}

export interface ReadOutgoingTransfersReturnType {
  /** Oldest first. */
  transfers: OutgoingTokenTransfer[];
  /** False when a request failed: the blocks from `readTo + 1` on were not read. */
  complete: boolean;
  /** The last block read. */
  readTo: bigint;
}

/**
 * Reads the ERC-20 `Transfer` events of `token` from `from` between two blocks (in spans, oldest first) through any
 * EIP-1193 provider: the account's plain token payments (a wallet's own send, not a batch), which are past payees for
 * batch-core `findLookAlikes` as much as BulkSend's recipients are (issue 38). A transfer that `from` made to a
 * contract pulling it (an approval spent by BulkSend) is listed too: its `to` is that contract. A span the node
 * refuses ends the read with `complete: false`. ERC-721 transfers (four topics) are not counted.
 * @throws InvalidParameterError when `token` or `from` is not an address or the blocks are out of order.
 */
export async function readOutgoingTransfers(
  reader: Eip1193Provider,
  parameters: ReadOutgoingTransfersParameters,
): Promise<ReadOutgoingTransfersReturnType> {
  const { from, ...rest } = parameters;
  const { logs, complete, readTo } = await readTransferLogs(reader, { ...rest, account: from, side: 'from' });
  const transfers = logs.map(({ to, token, amount, hash, blockNumber, logIndex }) => ({
    to,
    token,
    amount,
    hash,
    blockNumber,
    logIndex,
  }));
  return { transfers, complete, readTo };
}

import { NULL_ADDRESS } from '@fanout/batch-core';
import { getAddress } from 'ethers';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk, RunLine } from './BulkSendRun.js';
import { balancedChunkSizes } from './balancedChunkSizes.js';
import { batchIdOf } from './batchIdOf.js';
import { chunkWords } from './chunkWords.js';
import { InvalidRunError } from './InvalidRunError.js';
import { normalizeLabel } from './normalizeLabel.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import { readChainIdentity } from './readChainIdentity.js';
import { runIdOf } from './runIdOf.js';

export type PlanRunParameters = {
  /** The paying account (the wallet's address). */
  sender: string;
  /** BulkSend's address on the chain. */
  bulkSend: string;
  /** ERC-20 token, or null / undefined / the zero address for the native coin. */
  token?: string | null;
  /**
   * The parsed list, in order: batch-core's `plan.rows` fit as they are (`line`, `address`, `value`). Send the same
   * rows (same order, same duplicate merging) to get the same batch ids.
   */
  rows: readonly { line: number; address: string; value: bigint }[];
  /**
   * Payment label ('' by default). A new label makes a deliberate repeat payment of the same list. Compared in its
   * `normalizeLabel` form (trimmed, case-insensitive); the run keeps the text as given for display.
   */
  label?: string;
  /** Chain id; must be the one the reader serves (read from it when omitted). */
  chainId?: number;
  /**
   * Hash of the chain's block 0, when the caller already has it (with `chainId`: then nothing is read). Every action
   * compares it with the reader's chain before trusting a read.
   */
  genesisHash?: `0x${string}`;
  /** Largest chunk (1–255, default 255); chunks are balanced below it. */
  maxChunkSize?: number;
  symbol?: string;
  decimals?: number;
};

export type PlanRunReturnType = BulkSendRun;

/**
 * Plans a run from a parsed list: balanced chunks (256 lines → 128 + 128), each chunk's batch id, the run id. Pure
 * apart from reading the reader's chain id and block 0's hash (the run's chain identity); writes nothing (the run is stored when `sendRun` or `approveRun` starts).
 * @throws InvalidRunError for an empty list, a bad or zero address, or an amount outside 0..2^96-1 (naming the line).
 */
export async function planRun(config: BulkSendConfig, parameters: PlanRunParameters): Promise<PlanRunReturnType> {
  const identity =
    parameters.chainId !== undefined && parameters.genesisHash !== undefined
      ? { chainId: parameters.chainId, genesisHash: parameters.genesisHash.toLowerCase() as `0x${string}` }
      : await readChainIdentity(config);
  if (parameters.chainId !== undefined && parameters.chainId !== identity.chainId) {
    throw new ReaderChainMismatchError('chainId', String(parameters.chainId), String(identity.chainId));
  }
  const { chainId, genesisHash } = identity;
  const label = parameters.label ?? '';
  const idLabel = normalizeLabel(label);
  const sender = checksum(parameters.sender, 'sender');
  const bulkSend = checksum(parameters.bulkSend, 'bulkSend');
  const token =
    parameters.token && parameters.token.toLowerCase() !== NULL_ADDRESS ? checksum(parameters.token, 'token') : null;
  if (parameters.rows.length === 0) throw new InvalidRunError('the list has no recipients');

  const lines: RunLine[] = parameters.rows.map((row) => {
    let address: `0x${string}`;
    try {
      address = getAddress(row.address) as `0x${string}`;
    } catch {
      throw new InvalidRunError(`${row.address} is not an address`, row.line);
    }
    if (address === NULL_ADDRESS) throw new InvalidRunError('the zero address cannot receive', row.line);
    return { line: row.line, address, amount: row.value };
  });

  const chunks: RunChunk[] = [];
  let start = 0;
  for (const [index, count] of balancedChunkSizes(lines.length, parameters.maxChunkSize).entries()) {
    const words = chunkWords({ lines }, { start, count });
    let total = 0n;
    for (const line of lines.slice(start, start + count)) total += line.amount;
    const batchId = batchIdOf({ chainId, bulkSend, sender, token, chunkIndex: index, words, label: idLabel });
    chunks.push({ index, start, count, total, batchId, status: 'pending', attempts: [] });
    start += count;
  }
  const id = runIdOf({ chainId, bulkSend, sender, token, label: idLabel, batchIds: chunks.map((c) => c.batchId) });
  const now = config.now();
  return {
    version: 1,
    id,
    chainId,
    genesisHash,
    bulkSend,
    sender,
    token,
    label,
    ...(parameters.symbol !== undefined ? { symbol: parameters.symbol } : {}),
    ...(parameters.decimals !== undefined ? { decimals: parameters.decimals } : {}),
    lines,
    chunks,
    approvals: [],
    status: 'planned',
    createdAt: now,
    updatedAt: now,
  };
}

function checksum(address: string, name: string): `0x${string}` {
  try {
    return getAddress(address) as `0x${string}`;
  } catch {
    throw new InvalidRunError(`${name} ${address} is not an address`);
  }
}

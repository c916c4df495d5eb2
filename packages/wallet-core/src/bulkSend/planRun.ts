import { NULL_ADDRESS } from '@fanout/batch-core';
import { type BulkSendVersion, bindBatchId } from '@fanout/contracts';
import { getAddress } from 'ethers';
import { assetOf } from './assetOf.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk, RunLine } from './BulkSendRun.js';
import { balancedChunkSizes } from './balancedChunkSizes.js';
import { batchIdOf } from './batchIdOf.js';
import { InvalidRunError } from './InvalidRunError.js';
import { noRecipientHasCode } from './noRecipientHasCode.js';
import { normalizeLabel } from './normalizeLabel.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import { readChainIdentity } from './readChainIdentity.js';
import { runIdOf } from './runIdOf.js';

export type PlanRunParameters = {
  /** The paying account (the wallet's address). */
  sender: string;
  /** BulkSend's address on the chain. */
  bulkSend: string;
  /**
   * The version of the contract at `bulkSend` (default: the config's `bulkSendVersion`, else v2). v3: each batch id is
   * bound to the chain and the sender (`bindBatchId` over the same hash), and an ERC-721 chunk whose every recipient
   * has no code now is marked for `sendErc721PackedToEoas` (`RunChunk.recipientsWithoutCode`).
   */
  bulkSendVersion?: BulkSendVersion;
  /** ERC-20 token (or the NFT contract with `standard`), or null / undefined / the zero address for the native coin. */
  token?: string | null;
  /** An NFT run: the token's standard (see `detectToken`); `rows` are then NFT lines. Absent: coin or ERC-20. */
  standard?: 'erc721' | 'erc1155';
  /**
   * The parsed list, in order: batch-core's `plan.rows` fit as they are (`line`, `address`, `value`); for an NFT run,
   * batch-core's NFT lines (`line`, `to`, `tokenId`, `amount`; `amount` 1 for ERC-721). Send the same rows (same
   * order, same duplicate merging) to get the same batch ids.
   */
  rows: readonly PlanRunRow[];
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

/**
 * A coin / ERC-20 line (`value` in base units) or an NFT line (`tokenId`, `amount`); `name`: the ENS name the address
 * was resolved from (batch-core's rows carry it), kept in the run's line beside the address.
 */
export type PlanRunRow =
  | { line: number; address: string; value: bigint; name?: string }
  | { line: number; to: string; tokenId: bigint; amount: bigint; name?: string };

export type PlanRunReturnType = BulkSendRun;

const UINT256_LIMIT = 1n << 256n;

/**
 * Plans a run from a parsed list: balanced chunks (256 lines → 128 + 128), each chunk's batch id, the run id. Pure
 * apart from reading the reader's chain id and block 0's hash (the run's chain identity) and, for a v3 ERC-721 run,
 * each recipient's code; writes nothing (the run is stored when `sendRun` or `approveRun` starts).
 * @throws InvalidRunError for an empty list, a bad or zero address, or an amount outside 0..2^96-1 (naming the line);
 *   for NFTs a missing token, an ERC-721 line with an amount other than 1 or an id already on an earlier line, an
 *   ERC-1155 amount of 0.
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
  const standard = parameters.standard;
  if (standard && !token) throw new InvalidRunError(`an ${standard} run needs the token's contract address`);
  const asset = assetOf(config, standard ? { token, standard } : { token });

  const firstLineOfId = new Map<bigint, number>();
  const lines: RunLine[] = parameters.rows.map((row) => {
    const to = 'to' in row ? row.to : row.address;
    let address: `0x${string}`;
    try {
      address = getAddress(to) as `0x${string}`;
    } catch {
      throw new InvalidRunError(`${to} is not an address`, row.line);
    }
    if (address === NULL_ADDRESS) throw new InvalidRunError('the zero address cannot receive', row.line);
    // The name is shown and exported beside the address; the batch ids hash the address alone.
    const name = row.name ? { name: row.name } : {};
    if (!standard) {
      if (!('value' in row)) throw new InvalidRunError('a coin or ERC-20 line needs a value', row.line);
      return { line: row.line, address, amount: row.value, ...name };
    }
    if (!('tokenId' in row)) throw new InvalidRunError('an NFT line needs a token id', row.line);
    const { tokenId, amount } = row;
    if (tokenId < 0n || tokenId >= UINT256_LIMIT)
      throw new InvalidRunError(`token id ${tokenId} is out of range`, row.line);
    if (standard === 'erc721') {
      if (amount !== 1n) throw new InvalidRunError(`an ERC-721 id is sent once (amount 1, not ${amount})`, row.line);
      const first = firstLineOfId.get(tokenId);
      if (first !== undefined) {
        throw new InvalidRunError(`token id ${tokenId} is already sent on line ${first}`, row.line);
      }
      firstLineOfId.set(tokenId, row.line);
    } else if (amount <= 0n || amount >= UINT256_LIMIT) {
      throw new InvalidRunError(`the amount ${amount} is out of range (1 or more)`, row.line);
    }
    return { line: row.line, address, amount, tokenId, ...name };
  });

  const v3 = (parameters.bulkSendVersion ?? config.bulkSendVersion ?? 'v2') === 'v3';
  const chunks: RunChunk[] = [];
  let start = 0;
  for (const [index, count] of balancedChunkSizes(lines.length, parameters.maxChunkSize).entries()) {
    const words = asset.batchWords({ lines }, { start, count });
    let total = 0n;
    for (const line of lines.slice(start, start + count)) total += line.amount;
    const contentHash = batchIdOf({
      chainId,
      bulkSend,
      sender,
      token,
      chunkIndex: index,
      words,
      label: idLabel,
      standard,
    });
    const batchId = v3 ? (bindBatchId(chainId, sender, contentHash) as `0x${string}`) : contentHash;
    const chunk: RunChunk = { index, start, count, total, batchId, status: 'pending', attempts: [] };
    if (
      v3 &&
      standard === 'erc721' &&
      (await noRecipientHasCode(
        config,
        lines.slice(start, start + count).map((line) => line.address),
      ))
    ) {
      chunk.recipientsWithoutCode = true;
    }
    chunks.push(chunk);
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
    ...(v3 ? { bulkSendVersion: 'v3' as const } : {}),
    sender,
    token,
    ...(standard ? { standard } : {}),
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

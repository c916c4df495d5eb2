import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import type { BulkSendRun, RunApproval, RunChunk, RunLine } from './BulkSendRun.js';
import type { CannotReceiveLine } from './CannotReceiveLine.js';
import type { DecodedBulkSendCall } from './DecodedBulkSendCall.js';
import type { NotHeldLine } from './NotHeldLine.js';
import type { TokenState } from './TokenState.js';

/** What a run sends: the chain's coin, an ERC-20, or an ERC-721 / ERC-1155 collection. */
export type AssetStandard = 'native' | 'erc20' | 'erc721' | 'erc1155';

/** What the engine reads of the sender's holdings before signing (`RunAsset.readHoldings`). */
export type AssetHoldings = TokenState & {
  /** NFTs: the contract reports the run's standard through ERC-165. */
  standardOk?: boolean;
  /** NFTs: BulkSend is an approved operator (`isApprovedForAll(sender, BulkSend)`). */
  approvedForAll?: boolean;
  /** NFTs: the lines read whose token the sender does not hold (enough of), in list order. */
  notHeld?: NotHeldLine[];
  /** NFTs: the lines read whose recipient is a contract whose receiver hook would refuse the token, in list order. */
  cannotReceive?: CannotReceiveLine[];
  /**
   * v3 ERC-721 runs with chunks marked `recipientsWithoutCode`: no recipient of the lines read has code now (read
   * right before signing; what lets `chunkCall` choose `sendErc721PackedToEoas`).
   */
  recipientsWithoutCode?: boolean;
};

/** One approval transaction the asset needs before its chunks can be sent. */
export type ApprovalStep = { kind: RunApproval['kind']; amount: bigint };

/**
 * The seam for *what is sent*: everything the plan → quote → simulate → send → reconcile flow does differently per
 * asset. The flow itself (chunks, batch ids, storage, locks, reconcile from `batchSent`, receipts) is the same for
 * every asset. Implementations: `nativeAsset`, `erc20Asset` (the default `BULK_SEND_DEFAULT_ASSETS`), `erc721Asset`,
 * `erc1155Asset` (`@fanout/wallet-core/bulk-send/nft`); the config's `assets` hold them, `assetOf(config, run)` picks
 * one.
 */
export type RunAsset = {
  readonly standard: AssetStandard;
  /** The words a chunk's batch id hashes (`batchIdOf`); the packed BulkSend words for the coin and ERC-20. */
  batchWords(run: Pick<BulkSendRun, 'lines'>, chunk: Pick<RunChunk, 'start' | 'count'>): bigint[];
  /**
   * The chunk's BulkSend call for the run's BulkSend version: calldata, and the value it carries besides the operator
   * fee (the coin's amounts). `holdings`: what was read of the chunk's lines right before (ERC-721 v3: the entry
   * without code check only when these holdings, too, found no code at any recipient).
   */
  chunkCall(run: BulkSendRun, chunk: RunChunk, holdings?: AssetHoldings): { data: `0x${string}`; value: bigint };
  /** Gas of a chunk while the node cannot estimate it (no approval yet): upper bounds of the contract bench. */
  readonly gasFormula: { readonly base: bigint; readonly perRecipient: bigint };
  /**
   * Reads what can be checked before signing: code, balance, approval, native coin; for NFTs the ownership or
   * balance behind each of `lines` (the lines of a chunk, or every unpaid line).
   */
  readHoldings(
    config: { reader: Eip1193Provider },
    run: BulkSendRun,
    lines: readonly RunLine[],
  ): Promise<AssetHoldings>;
  /**
   * Throws what the chunk would fail on, found from `holdings` before any call is simulated.
   * @throws ChunkSimulationError, TokensNotHeldError (NFT lines the sender does not hold)
   */
  checkChunk(run: BulkSendRun, chunk: RunChunk, holdings: AssetHoldings): void;
  /** The approval transactions needed so BulkSend may move `needed` (the unpaid total); empty when none. */
  approvalSteps(holdings: AssetHoldings, needed: bigint): ApprovalStep[];
  /** Calldata of an approval step, sent to the run's token. */
  approvalData(run: BulkSendRun, step: ApprovalStep): `0x${string}`;
  /**
   * Reads back a BulkSend call of one of this asset's entry points (`name`, decoded `args`) as token, batch id and
   * entries (how the chain-as-ledger check learns who got what); null for another asset's entry point.
   */
  decodeCall(name: string, args: readonly unknown[]): DecodedBulkSendCall | null;
  /** Whether BulkSend still holds an approval of the sender's tokens (what `revokeApproval` withdraws). */
  approvalLeft(holdings: AssetHoldings): boolean;
};

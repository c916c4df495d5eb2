import type { CannotReceiveLine } from './CannotReceiveLine.js';
import type { ChunkSimulationError } from './ChunkSimulationError.js';
import type { GasFees } from './GasFees.js';
import type { NotHeldLine } from './NotHeldLine.js';

/** Cost of one unpaid chunk. */
export type ChunkQuote = {
  index: number;
  count: number;
  /** Sum of its amounts. */
  total: bigint;
  /** Gas limit: the node's estimate, or a formula while the approval does not exist yet (ERC-20). */
  gas: bigint;
  gasSource: 'estimate' | 'formula';
  /** Operator fee attached as value: batch-core's `bulkSendFee(gas, expectedGasPrice, feePercent)`. */
  fee: bigint;
  /** Gas cost at today's price (`gas × (baseFee + priority)` or `gas × gasPrice`). */
  networkCost: bigint;
  /** Gas cost at the most the transaction allows (`gas × maxFeePerGas`). */
  maxNetworkCost: bigint;
  /** Value the transaction carries: fee, plus the amounts for the native coin. */
  value: bigint;
  /** Set when the chunk's simulation already fails for another reason than the missing approval. */
  problem?: ChunkSimulationError;
};

/** What the cost panel shows before the first signature. */
export type RunQuote = {
  fees: GasFees;
  feePercent: number;
  /** Unpaid chunks only (confirmed chunks cost nothing more). */
  chunks: ChunkQuote[];
  /** Chunks not confirmed in the run but recorded on chain (`batchSent`): paid, e.g. from another device. */
  alreadyPaid: number[];
  /** Sum of the unpaid chunks' amounts. */
  amount: bigint;
  /** Sum of the operator fees. */
  fee: bigint;
  networkCost: bigint;
  maxNetworkCost: bigint;
  /** ERC-20 and NFTs; null for the native coin. */
  approval: {
    /** Current allowance of BulkSend (NFTs: 1 when BulkSend is an approved operator, else 0). */
    current: bigint;
    /** NFTs: the approval is `setApprovalForAll(BulkSend, true)`, for every token of the collection. */
    forAll?: true;
    /** Exactly what the unpaid chunks need. */
    amount: bigint;
    /** An approval transaction is needed. */
    required: boolean;
    /** A non-zero allowance is reset to 0 first (USDT-style tokens refuse non-zero → non-zero). */
    resetFirst: boolean;
    /** Gas of the approval transaction(s) (twice one approval's estimate with a reset), 0 when none is needed. */
    gas: bigint;
    /** Their cost at today's price and at the most. */
    networkCost: bigint;
    maxNetworkCost: bigint;
  } | null;
  /** What can be checked before the approval exists. */
  token: { hasCode: boolean; decimals: number | undefined; balance: bigint } | null;
  /** The sender's coin balance, and what the run may take of it at most (fees + gas of chunks and approvals, + amounts for the coin). */
  native: { balance: bigint; needed: bigint };
  /** NFT lines of the unpaid chunks whose token the sender does not hold (enough of); empty for the coin and ERC-20. */
  notHeld: NotHeldLine[];
  /**
   * NFT lines of the unpaid chunks whose recipient is a contract that would refuse the token (its receiver hook,
   * called as the token would: no approval needed to know), named before anything is signed; empty otherwise.
   */
  cannotReceive: CannotReceiveLine[];
  /**
   * How many confirmations the run will ask of the member: with atomic EIP-5792 batching (`atomicBatching`) the
   * approval and chunks in bundles of the sender's `maxCalls` (1 for an approval and up to `maxCalls - 1` chunks),
   * else one per approval transaction and one per chunk.
   */
  confirmations: number;
  /** The sender batches atomically on the run's chain (EIP-5792): bundled chunks' fees are priced on the bundle's gas. */
  atomicBatching: boolean;
  /** Amounts the sender lacks (0n when enough). */
  shortfall: { token: bigint; native: bigint };
};

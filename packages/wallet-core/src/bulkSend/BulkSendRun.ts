import type { BulkSendVersion } from '@fanout/contracts';

/** Where a chunk stands. Only `pending` chunks are offered for sending. */
export type ChunkStatus =
  /** Not paid on chain (as far as the last reconcile knows): may be sent. */
  | 'pending'
  /** A signature was requested (stored before the wallet was asked); no hash known yet. */
  | 'signing'
  /** Broadcast: a hash is known, no receipt yet. */
  | 'submitted'
  /** Paid: a successful receipt, or `batchSent(sender, batchId)` is true (paid by a replacement or elsewhere). */
  | 'confirmed'
  /**
   * A send ended in an error after the wallet may have broadcast it (e.g. -32603): not offered again until a
   * reconcile proves it unpaid (its nonce went to another transaction and `batchSent` is false).
   */
  | 'unknown';

/** The run as a whole. */
export type RunStatus =
  /** Planned, nothing signed yet. */
  | 'planned'
  /** A send is (or was, when the page died) in progress. */
  | 'sending'
  /** Stopped with unpaid chunks (refused signature, failed simulation, reverted chunk, closed page). */
  | 'paused'
  /** Every chunk is paid (each re-read from the chain before the run was reported finished). */
  | 'finished'
  /**
   * Closed by the member (e.g. the list was paid again under another label, `closeRun`): never offered for resume,
   * refused by `sendRun` / `resumeRun`.
   */
  | 'closed';

/** One recipient line of the run, in list order. */
export type RunLine = {
  /** 1-based line number in the member's list (what error messages and receipts name). */
  line: number;
  /** Recipient, EIP-55 checksummed. */
  address: `0x${string}`;
  /**
   * Base units of the token (or wei); below 2^96 (the packed format's limit). ERC-721: 1; ERC-1155: how many of
   * `tokenId`.
   */
  amount: bigint;
  /** ERC-721 / ERC-1155 runs: the token id this line sends. */
  tokenId?: bigint;
  /**
   * The ENS name the list gave for this line (normalised), `address` being what it resolved to when the run was
   * planned: frozen with the run, so a later change of the name's record never changes whom the run pays.
   */
  name?: string;
};

/** One transaction request for a chunk (or an approval). Written to storage before the wallet is asked. */
export type TransactionAttempt = {
  /** When the signature was requested (ms since epoch). */
  requestedAt: number;
  /** The sender's pending nonce read just before asking; replaced by the transaction's own nonce once known. */
  nonce: number;
  /** Set once the wallet returns it (a bundle: once its status names the receipt). */
  hash?: `0x${string}`;
  /**
   * Sent in an EIP-5792 bundle (`wallet_sendCalls`): the bundle's id (stored before the wallet is asked, followed with
   * `wallet_getCallsStatus`), this call's position in it and the number of calls.
   */
  calls?: { id: `0x${string}`; index: number; count: number };
  /**
   * Proposed as a Safe transaction (`proposeSafeRun`): stored before the host is asked, `safeTxHash` once proposed.
   * Such an attempt is followed on the chain alone (`batchSent`): no nonce of the run's sender tells anything of it.
   */
  proposal?: { safeTxHash?: `0x${string}` };
  submittedAt?: number;
  gasLimit?: bigint;
  /** EIP-1559 fees, or `gasPrice` on chains without a base fee. */
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  gasPrice?: bigint;
  /** Value attached (operator fee, plus the amounts for the native coin). */
  value?: bigint;
  /** How the attempt ended when it did not produce a mined transaction of its own. */
  outcome?: 'rejected' | 'error' | 'replaced' | 'dropped';
  /** Short error text for `outcome: 'error' | 'rejected'`. */
  error?: string;
};

/** What the chain says about a mined transaction. */
export type RunReceipt = {
  hash: `0x${string}`;
  blockNumber: bigint;
  /** Hash of the block that holds it: a re-read with another hash (or none) means a reorganisation moved or dropped it. */
  blockHash: `0x${string}`;
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  success: boolean;
  /**
   * The `BatchSent` events of the transaction, whichever contract emitted them (the reader keeps those of the run's
   * BulkSend): the fee each batch paid, as the chain recorded it. One Safe transaction can pay several chunks.
   */
  batches?: { emitter: `0x${string}`; sender: `0x${string}`; batchId: `0x${string}`; fee: bigint }[];
};

/** One BulkSend call of the run. */
export type RunChunk = {
  /** 0-based position of the chunk. */
  index: number;
  /** Index in `run.lines` of its first line. */
  start: number;
  /** Number of lines (1–255). */
  count: number;
  /** Exact sum of its amounts. */
  total: bigint;
  /**
   * keccak256 of the run's identity, the chunk index and its packed words (see `batchIdOf`); BulkSend v3 runs: that
   * hash bound to the run's chain and sender (`bindBatchId`: its top 16 bytes are their tag).
   */
  batchId: `0x${string}`;
  /**
   * v3 ERC-721 runs: every recipient of the chunk had no code when the run was planned, so the chunk may go through
   * `sendErc721PackedToEoas` (no code check per recipient) — if the simulation right before signing still finds no
   * code at any of them; else the checked `sendErc721Packed`.
   */
  recipientsWithoutCode?: true;
  status: ChunkStatus;
  attempts: TransactionAttempt[];
  /** The mined transaction that paid it (absent when it was recognised only through `batchSent`). */
  receipt?: RunReceipt;
  /**
   * Set with status `confirmed`: `included` once the chain shows it paid, `final` once its block is at or below the
   * chain's `finalized` block (or `finalityConfirmations` deep where the node has no `finalized` tag).
   */
  finality?: 'included' | 'final';
  /**
   * A transaction of this chunk that the wallet sent while it was on another chain (found through the wallet, never
   * counted as paid): the summary says where it went. The chunk stays unpaid on the run's chain.
   */
  minedElsewhere?: { chainId: number; hash: `0x${string}` };
  /** Operator fee attached to the paying transaction, when this engine sent it. */
  fee?: bigint;
  /**
   * Set on an `unknown` chunk once a reconcile proved it unsent: not paid (`batchSent` false), its nonce not mined and
   * nothing of the sender waiting at it. It is offered again only on request (`resendUnknown`).
   */
  resendable?: true;
  /** The last failure that left it pending (simulation, revert, refusal), for display. */
  lastError?: { name: string; message: string };
};

/**
 * An approval transaction of the run. ERC-20: `approve` of the exact amount, a `reset` to 0 first when an allowance
 * was non-zero. ERC-721 / ERC-1155: `approveAll` (`setApprovalForAll(BulkSend, true)`, amount 0). `revoke`: the
 * approval withdrawn after the run (`revokeApproval`).
 */
export type RunApproval = {
  kind: 'reset' | 'approve' | 'approveAll' | 'revoke';
  amount: bigint;
  attempt: TransactionAttempt;
  status: 'signing' | 'submitted' | 'confirmed' | 'failed';
  receipt?: RunReceipt;
};

/**
 * A run: one list + token + sender + BulkSend + chain (+ label). Everything needed to resume it and to prove what
 * was paid, stored before each signature request. Plain data (bigint inside): storage adapters serialise it.
 */
export type BulkSendRun = {
  /** Format version of the stored shape. */
  version: 1;
  /** Deterministic id: keccak256 of chain, BulkSend, sender, token, label and every batch id. */
  id: `0x${string}`;
  chainId: number;
  /**
   * Hash of the chain's block 0, read at plan time: a run stored for another chain with the same id (a restarted local
   * chain, a reset testnet) is never trusted. Not part of the run id or the batch ids.
   */
  genesisHash: `0x${string}`;
  bulkSend: `0x${string}`;
  /**
   * The version of the contract at `bulkSend` (absent: v2). v3 binds each batch id to the chain and the sender and has
   * its own calldata for the ERC-20 and ERC-1155 packed sends and the ERC-721 send to accounts without code.
   */
  bulkSendVersion?: BulkSendVersion;
  sender: `0x${string}`;
  /** ERC-20 token (or the ERC-721 / ERC-1155 contract with `standard`), or null for the chain's native coin. */
  token: `0x${string}` | null;
  /** Set for NFT runs: the token's standard (absent: the native coin or an ERC-20, by `token`). */
  standard?: 'erc721' | 'erc1155';
  /**
   * Payment label as the member typed it ('' by default); ids hash its `normalizeLabel` form, so "December payroll "
   * and "december payroll" are one label. A different label makes a deliberate repeat payment of the same list.
   */
  label: string;
  /** Display facts of the token, when the caller knows them (kept for receipts). */
  symbol?: string;
  decimals?: number;
  lines: RunLine[];
  chunks: RunChunk[];
  approvals: RunApproval[];
  status: RunStatus;
  createdAt: number;
  updatedAt: number;
  /** Set when the last chunk is paid. */
  finishedAt?: number;
  /** Last time the run was checked against the chain. */
  reconciledAt?: number;
  /** Why the run is `closed`: `superseded` = the member paid the list again under another run (`supersededBy`). */
  closedReason?: 'superseded';
  /** The run that replaced this one. */
  supersededBy?: `0x${string}`;
};

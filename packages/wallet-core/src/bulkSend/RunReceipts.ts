/** One recipient's line of the receipts export. */
export type ReceiptRow = {
  line: number;
  address: `0x${string}`;
  /** The ENS name the list gave for this line, frozen with the run; '' when the list gave the address. */
  name: string;
  /** Base units. */
  amount: bigint;
  /** NFT runs: the token id this line sent. */
  tokenId?: bigint;
  /** 1-based chunk number. */
  chunk: number;
  batchId: `0x${string}`;
  /** The paying transaction; '' when the chunk is known paid only through `batchSent` (sent from elsewhere). */
  txHash: string;
  /** Block of the paying transaction, when known. */
  block: bigint | null;
  /** paid: the chain recorded the chunk; unpaid: never sent or not paid; in-flight: sent, not settled yet. */
  status: 'paid' | 'unpaid' | 'in-flight';
  /** For a paid line: `final` (its block is finalized) or `included` (mined, could still be reorganised); else ''. */
  finality: 'final' | 'included' | '';
};

/** The run's summary line of the receipts export. */
export type RunSummary = {
  runId: `0x${string}`;
  chainId: number;
  bulkSend: `0x${string}`;
  sender: `0x${string}`;
  /** Token address, or null for the native coin. */
  token: `0x${string}` | null;
  /** NFT runs: the token's standard (the rows then carry each line's `tokenId`). */
  standard?: 'erc721' | 'erc1155';
  symbol: string | undefined;
  decimals: number | undefined;
  label: string;
  recipients: number;
  chunks: number;
  chunksPaid: number;
  /** Sum of every line's amount. */
  total: bigint;
  /** Sum of the paid lines' amounts. */
  paid: bigint;
  /** Operator fees attached by this engine to paying transactions. */
  fees: bigint;
  /** Gas used by the paying transactions this run knows receipts of. */
  gasUsed: bigint;
  /** `gasUsed × effectiveGasPrice` of those transactions. */
  networkCost: bigint;
  status: 'planned' | 'sending' | 'paused' | 'finished' | 'closed';
  /** Paid chunks whose block is final / only included. */
  chunksFinal: number;
  chunksIncluded: number;
  /** Transactions of this run the wallet sent on another chain than the run's (never counted as paid). */
  minedElsewhere: { chunk: number; chainId: number; hash: `0x${string}` }[];
  /** ISO 8601 times. */
  startedAt: string;
  finishedAt: string | null;
};

export type RunReceipts = { rows: ReceiptRow[]; summary: RunSummary };

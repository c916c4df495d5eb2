/**
 * One transaction of a Transaction Builder batch file, with raw calldata (no `contractMethod`: the Builder shows it
 * as custom data and executes `data` as it is).
 */
export type TransactionBuilderTransaction = {
  to: `0x${string}`;
  /** Wei as a decimal string (the Builder refuses numbers: they lose precision above 2^53). */
  value: string;
  data: `0x${string}`;
};

/** `meta` of a Transaction Builder batch file. */
export type TransactionBuilderMeta = {
  /** Shown in the Builder's library; left out of the checksum (a renamed batch keeps a valid checksum). */
  name: string;
  description: string;
  /** Version of the Builder whose file format this is. */
  txBuilderVersion: string;
  /** The Safe that executes the batch (EIP-55). */
  createdFromSafeAddress: `0x${string}`;
  /** Empty, as the Builder writes it when the file is not tied to one owner. */
  createdFromOwnerAddress: string;
  /** `transactionBuilderChecksum` of the file without this field; absent only while it is being computed. */
  checksum?: `0x${string}`;
};

/** Safe{Wallet}'s Transaction Builder batch file (format "1.0"), importable in the Builder as it is. */
export type TransactionBuilderFile = {
  version: '1.0';
  /** Decimal chain id as a string, e.g. "137": the Builder warns when it differs from the Safe's chain. */
  chainId: string;
  /** ms since epoch. */
  createdAt: number;
  meta: TransactionBuilderMeta;
  transactions: TransactionBuilderTransaction[];
};

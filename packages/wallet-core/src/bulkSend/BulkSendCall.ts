/** What a batch sends: BulkSend's address, the recipients and the amounts (base units), and for ERC-20 the token. */
export type BulkSendCall = {
  bulkSend: string;
  /** ERC-20 token address; omit (or the null address) for the native coin. */
  token?: string;
  recipients: readonly string[];
  amounts: readonly bigint[];
};

/**
 * One problem found on a line of an NFT list or a Safe CSV Airdrop file: an error (blocks sending) or a warning.
 * Same fields as parseRecipients' issues, plus `params`, the named values a translated text needs.
 */
export interface ListIssue<Code extends string> {
  /** Stable reason key; apps translate by it. */
  code: Code;
  /** 1-based line number in the text (the header, when there is one, is line 1). */
  line: number;
  /** 1-based column of the character at fault, where one can be pointed at. */
  column?: number;
  /** Human message in English; apps translate by `code` with `params`. */
  message: string;
  /** The offending text (cut to 80 characters). */
  value?: string;
  /** The other line involved: the first line of a duplicate or of a look-alike address. */
  otherLine?: number;
  /** Named values for the message, e.g. `{ tokenId: '7', otherLine: 3 }` (bigints as decimal strings). */
  params: Readonly<Record<string, string | number>>;
}

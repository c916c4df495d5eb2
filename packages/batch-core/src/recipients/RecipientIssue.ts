import type { RecipientIssueCode } from './RecipientIssueCode.js';

/** One problem found in the pasted text: an error (blocks sending) or a warning (worth a second look). */
export interface RecipientIssue {
  code: RecipientIssueCode;
  /** 1-based line number. */
  line: number;
  /** 1-based column of the character at fault, where one can be pointed at. */
  column?: number;
  /** Human message in English; apps translate by `code`. */
  message: string;
  /** The offending text (cut to 80 characters). */
  value?: string;
  /** The other line involved: the first occurrence of a duplicate or of a look-alike address. */
  otherLine?: number;
}

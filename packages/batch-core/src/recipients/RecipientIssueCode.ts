import type { AddressProblem } from '../address/AddressProblem.js';
import type { EnsNameProblem } from '../ens/EnsNameProblem.js';
import type { AmountProblem } from '../units/AmountProblem.js';
import type { UnspendableProblem } from '../unspendable/UnspendableProblem.js';

/**
 * Stable codes of parseRecipients' errors and warnings (apps translate by code).
 * Errors: address problems, recipients nobody can spend from, amount problems, and the line/list problems below.
 * Warnings: LOOK_ALIKE, HEADER_SKIPPED. (SENDER_ADDRESS is an NFT list's only: paying oneself tokens loses nothing.)
 */
export type RecipientIssueCode =
  | AddressProblem
  | AmountProblem
  | UnspendableProblem
  | EnsNameProblem
  | 'MISSING_AMOUNT'
  | 'AMOUNT_ZERO'
  | 'AMOUNT_TOO_LARGE'
  | 'UNEXPECTED_FIELD'
  | 'MALFORMED_QUOTE'
  | 'DUPLICATE_ADDRESS'
  | 'TOO_MANY_RECIPIENTS'
  | 'TOTAL_TOO_LARGE'
  | 'LOOK_ALIKE'
  | 'HEADER_SKIPPED';

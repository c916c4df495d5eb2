import type { AddressProblem } from '../address/AddressProblem.js';
import type { EnsNameProblem } from '../ens/EnsNameProblem.js';
import type { UnspendableProblem } from '../unspendable/UnspendableProblem.js';
import type { TokenIdProblem } from './TokenIdProblem.js';

/**
 * Stable reason keys of parseNftList's errors and warnings (apps translate by code).
 * Warnings: LOOK_ALIKE, HEADER_SKIPPED; everything else is an error.
 */
export type NftListIssueCode =
  | AddressProblem
  | UnspendableProblem
  | EnsNameProblem
  | TokenIdProblem
  | 'MISSING_TOKEN_ID'
  | 'MISSING_AMOUNT'
  | 'INVALID_AMOUNT'
  | 'AMOUNT_NEGATIVE'
  | 'AMOUNT_EXPONENT'
  | 'AMOUNT_SEPARATOR'
  | 'AMOUNT_NOT_INTEGER'
  | 'AMOUNT_ZERO'
  | 'AMOUNT_TOO_LARGE'
  | 'ERC721_AMOUNT'
  | 'UNEXPECTED_FIELD'
  | 'MALFORMED_QUOTE'
  | 'DUPLICATE_TOKEN_ID'
  | 'DUPLICATE_TRANSFER'
  | 'TOTAL_TOO_LARGE'
  | 'LOOK_ALIKE'
  | 'HEADER_SKIPPED';

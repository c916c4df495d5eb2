import type { AddressProblem } from '../address/AddressProblem.js';
import type { AmountProblem } from '../units/AmountProblem.js';
import type { NftListIssueCode } from './NftListIssueCode.js';

/**
 * Stable reason keys of parseSafeAirdropCsv's errors and warnings: the NFT list codes, the token-amount codes of
 * parseRecipients, and the codes of the file format. Warnings: LOOK_ALIKE, MIXED_ASSETS.
 */
export type SafeAirdropIssueCode =
  | NftListIssueCode
  | AddressProblem
  | AmountProblem
  | 'DUPLICATE_ADDRESS'
  | 'MISSING_HEADER'
  | 'UNKNOWN_COLUMN'
  | 'DUPLICATE_COLUMN'
  | 'MISSING_COLUMN'
  | 'UNKNOWN_TOKEN_TYPE'
  | 'TOKEN_TYPE_CONFLICT'
  | 'MISSING_TOKEN_ADDRESS'
  | 'UNEXPECTED_TOKEN_ADDRESS'
  | 'MISSING_RECEIVER'
  | 'ENS_NAME'
  | 'CHAIN_PREFIX'
  | 'UNEXPECTED_TOKEN_ID'
  | 'MISSING_DECIMALS'
  | 'MIXED_ASSETS';

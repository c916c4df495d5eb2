import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { checkNftRows } from './checkNftRows.js';
import type { NftListIssueCode } from './NftListIssueCode.js';
import type { NftPlan } from './NftPlan.js';

/** Issues checkNftRows makes; the rest came from single lines and stay. */
const LIST_CODES = new Set<NftListIssueCode>([
  'DUPLICATE_TOKEN_ID',
  'DUPLICATE_TRANSFER',
  'ERC721_AMOUNT',
  'TOTAL_TOO_LARGE',
  'LOOK_ALIKE',
]);

/**
 * The plan of a Safe CSV Airdrop `nft` group once the chain has told which standard the token contract is
 * (ERC-165): the rows are checked again under that standard's rules (an ERC-721 id once and amount 1; ERC-1155
 * repeats as DUPLICATE_TRANSFER). Returns a new plan.
 * @throws InvalidOptionError when the plan is not an `nft` plan or `standard` is not `erc721` / `erc1155`.
 */
export function resolveNftStandard(plan: NftPlan, standard: 'erc721' | 'erc1155'): NftPlan {
  if (plan.standard !== 'nft') throw new InvalidOptionError('plan.standard', plan.standard, "'nft'");
  if (standard !== 'erc721' && standard !== 'erc1155') {
    throw new InvalidOptionError('standard', standard, "'erc721' or 'erc1155'");
  }
  return checkNftRows(
    standard,
    plan.rows.map((row) => ({ ...row })),
    plan.errors.filter((issue) => !LIST_CODES.has(issue.code)),
    plan.warnings.filter((issue) => !LIST_CODES.has(issue.code)),
  );
}

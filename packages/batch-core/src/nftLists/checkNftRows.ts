// The list-wide rules of an NFT list: repeated ids or transfers, per-id totals, look-alike recipients.
import { MAX_UINT256 } from '../limits/constants.js';
import { byLine } from './byLine.js';
import { createListIssue } from './createListIssue.js';
import type { NftListIssue } from './NftListIssue.js';
import type { NftPlan } from './NftPlan.js';
import type { NftRow } from './NftRow.js';
import type { NftStandard } from './NftStandard.js';

/** First 4 and last 4 hex digits, lower case: what an address poisoner copies. */
function lookAlikeKey(address: string): string {
  return `${address.slice(2, 6)}${address.slice(38)}`.toLowerCase();
}

/**
 * Builds the plan of rows that each parsed on their own: for ERC-721 a token id may appear once (DUPLICATE_TOKEN_ID
 * names both lines) and every amount must be 1 (ERC721_AMOUNT); for ERC-1155 and `nft` a repeated (recipient, id)
 * pair is DUPLICATE_TRANSFER (mergeNftDuplicates sums them, as mergeDuplicates does for token amounts). Per-id
 * totals past 2^256 − 1 are TOTAL_TOO_LARGE. `lineErrors` / `lineWarnings` are the per-line issues found so far.
 */
export function checkNftRows(
  standard: NftStandard,
  rows: NftRow[],
  lineErrors: NftListIssue[],
  lineWarnings: NftListIssue[],
): NftPlan {
  const errors = [...lineErrors];
  const warnings = [...lineWarnings];
  const totals = new Map<bigint, bigint>();
  const firstOfId = new Map<bigint, NftRow>();
  const firstOfPair = new Map<string, NftRow>();
  const byKey = new Map<string, NftRow[]>();
  const recipients = new Set<string>();
  const overflowed = new Set<bigint>();
  for (const row of rows) {
    const tokenId = row.tokenId.toString();
    if (standard === 'erc721') {
      if (row.amount !== 1n) {
        const message = `An ERC-721 token id moves once: the amount must be 1, not ${row.amount}.`;
        errors.push(createListIssue('ERC721_AMOUNT', row.line, message, { params: { amount: row.amount.toString() } }));
      }
      const first = firstOfId.get(row.tokenId);
      if (first === undefined) firstOfId.set(row.tokenId, row);
      else {
        const message = `Token id ${tokenId} is also on line ${first.line}; an ERC-721 id can be sent only once.`;
        errors.push(
          createListIssue('DUPLICATE_TOKEN_ID', row.line, message, {
            otherLine: first.line,
            value: tokenId,
            params: { tokenId },
          }),
        );
      }
    } else {
      const pair = `${row.to}:${tokenId}`;
      const first = firstOfPair.get(pair);
      if (first === undefined) firstOfPair.set(pair, row);
      else {
        const message = `The same recipient and token id ${tokenId} are also on line ${first.line}; merge the lines or remove one.`;
        errors.push(
          createListIssue('DUPLICATE_TRANSFER', row.line, message, {
            otherLine: first.line,
            value: row.to,
            params: { tokenId, to: row.to },
          }),
        );
      }
    }
    const total = (totals.get(row.tokenId) ?? 0n) + row.amount;
    totals.set(row.tokenId, total);
    if (total > MAX_UINT256 && !overflowed.has(row.tokenId)) {
      overflowed.add(row.tokenId);
      const message = `The total of token id ${tokenId} passes 2^256 − 1 here.`;
      errors.push(createListIssue('TOTAL_TOO_LARGE', row.line, message, { params: { tokenId } }));
    }
    if (!recipients.has(row.to)) {
      recipients.add(row.to);
      const key = lookAlikeKey(row.to);
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, [row]);
      else {
        const twin = seen[0] as NftRow;
        seen.push(row);
        const message = `This address starts and ends like the one on line ${twin.line} (${twin.to}) but is a different address: check it was not planted to deceive (address poisoning).`;
        warnings.push(createListIssue('LOOK_ALIKE', row.line, message, { otherLine: twin.line, value: row.to }));
      }
    }
  }
  byLine(errors);
  byLine(warnings);
  return {
    standard,
    rows,
    errors,
    warnings,
    totals,
    recipientCount: recipients.size,
    ok: rows.length > 0 && errors.length === 0,
  };
}

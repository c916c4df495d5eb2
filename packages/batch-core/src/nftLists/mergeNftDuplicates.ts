import type { NftPlan } from './NftPlan.js';
import type { NftRow } from './NftRow.js';

/**
 * Sums ERC-1155 rows that send the same token id to the same recipient into the first of them (`amount` becomes the
 * sum, `mergedLines` lists the lines) and drops the DUPLICATE_TRANSFER errors; everything else is kept and the per-id
 * totals do not change. An ERC-721 plan's repeated ids (DUPLICATE_TOKEN_ID) are never merged: an id moves once, so
 * the list itself must change. Returns a new plan; the one passed in is not modified.
 */
export function mergeNftDuplicates(plan: NftPlan): NftPlan {
  if (plan.standard === 'erc721') return { ...plan, rows: [...plan.rows], errors: [...plan.errors] };
  const byPair = new Map<string, { row: NftRow; lines: number[] }>();
  const rows: NftRow[] = [];
  for (const row of plan.rows) {
    const pair = `${row.to}:${row.tokenId}`;
    const seen = byPair.get(pair);
    if (seen === undefined) {
      const entry = { row: { ...row }, lines: [...(row.mergedLines ?? [row.line])] };
      byPair.set(pair, entry);
      rows.push(entry.row);
    } else {
      seen.row.amount += row.amount;
      seen.lines.push(...(row.mergedLines ?? [row.line]));
      seen.row.mergedLines = seen.lines;
    }
  }
  const errors = plan.errors.filter((issue) => issue.code !== 'DUPLICATE_TRANSFER');
  return {
    ...plan,
    rows,
    errors,
    warnings: [...plan.warnings],
    totals: new Map(plan.totals),
    ok: rows.length > 0 && errors.length === 0,
  };
}

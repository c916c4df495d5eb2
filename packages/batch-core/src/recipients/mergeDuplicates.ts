import type { Address } from '../address/Address.js';
import { formatUnits } from '../units/formatUnits.js';
import type { RecipientPlan } from './RecipientPlan.js';
import type { RecipientRow } from './RecipientRow.js';

/**
 * Sums rows that pay the same address into the first of them (its `amount` becomes the exact sum, `mergedLines`
 * lists the lines), drops the DUPLICATE_ADDRESS errors and keeps everything else. The total does not change.
 * Returns a new plan; the one passed in is not modified.
 */
export function mergeDuplicates(plan: RecipientPlan): RecipientPlan {
  const byAddress = new Map<Address, { row: RecipientRow; lines: number[] }>();
  const order: Address[] = [];
  for (const row of plan.rows) {
    const seen = byAddress.get(row.address);
    if (seen === undefined) {
      byAddress.set(row.address, { row: { ...row }, lines: [...(row.mergedLines ?? [row.line])] });
      order.push(row.address);
    } else {
      seen.row.value += row.value;
      seen.lines.push(...(row.mergedLines ?? [row.line]));
    }
  }
  const rows: RecipientRow[] = [];
  for (const address of order) {
    const entry = byAddress.get(address);
    if (entry === undefined) continue;
    if (entry.lines.length > 1) {
      entry.row.amount = formatUnits(entry.row.value, plan.decimals);
      entry.row.mergedLines = entry.lines;
    }
    rows.push(entry.row);
  }
  const errors = plan.errors.filter((issue) => issue.code !== 'DUPLICATE_ADDRESS');
  return {
    ...plan,
    rows,
    errors,
    warnings: [...plan.warnings],
    recipientCount: rows.length,
    ok: rows.length > 0 && errors.length === 0,
  };
}

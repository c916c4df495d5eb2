// Parses the recipient list as the preview shows it: a spreadsheet's header picks its address and amount columns,
// then batch-core parses (and merges duplicates when asked). Used inline and by the preview worker.
import {
  type HeaderColumns,
  mapHeaderColumns,
  mergeDuplicates,
  parseRecipients,
  type RecipientPlan,
} from '@fanout/batch-core';

export interface ReadPlan {
  plan: RecipientPlan;
  /** The header's columns, when the list was read by its header. */
  columns: HeaderColumns | null;
}

export function readPlan(text: string, decimals: number, merge: boolean): ReadPlan {
  const mapped = mapHeaderColumns(text);
  const plan = parseRecipients(mapped ? mapped.text : text, { decimals });
  return { plan: merge ? mergeDuplicates(plan) : plan, columns: mapped?.columns ?? null };
}

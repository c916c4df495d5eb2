// Long line lists read as a count and their first lines ("197 lines, first: 1, 3, 5 …") with the whole list one press
// away; short ones as ranges ("1–149, 152").
import { lineRangesOf } from './repeatRiskOf.js';

/** More ranges than this are summarised. */
export const SUMMARY_AFTER_RANGES = 8;
/** How many ranges a summary shows. */
export const SUMMARY_SHOWS = 5;

export interface LineSummary {
  /** Every range, as `{ first, last }`. */
  ranges: { first: number; last: number }[];
  /** The ranges shown before "show all", or null when all of them are shown. */
  head: { first: number; last: number }[] | null;
}

export function summariseLines(lines: readonly number[]): LineSummary {
  const ranges = lineRangesOf(lines);
  return { ranges, head: ranges.length > SUMMARY_AFTER_RANGES ? ranges.slice(0, SUMMARY_SHOWS) : null };
}

// Address poisoning (issue 38): the lines of the current list whose recipient looks like (same first 4 and last 4 hex
// digits, batch-core LOOK_ALIKE_RULE) a different address this sender paid through BulkSend on the run's chain, or
// another line of the list. Pure and fast (batch-core findLookAlikes: 10,000 lines × 10,000 payees in a few ms), so it
// is derived from the store's state like the other risks; paying such a line takes the member's explicit yes.
import { findLookAlikes } from '@fanout/batch-core';
import type { ChainPayment, RunLine } from '@fanout/wallet-core/bulk-send';

/** Where the address a line resembles comes from: a past payment (its latest one) or another line of the list. */
export type LookAlikeOrigin = { kind: 'paid'; paidAt: number; hash: `0x${string}` } | { kind: 'line'; line: number };

export interface LookAlikeLineRisk {
  /** The line of the list and its recipient. */
  line: number;
  address: string;
  /** The different address it resembles. */
  lookAlike: string;
  origin: LookAlikeOrigin;
  /** 0-based indexes into both 42-character addresses where they differ (what the view marks). */
  differing: number[];
}

export interface LookAlikeRisk {
  /** One entry per line and address it resembles, in line order. */
  matches: LookAlikeLineRisk[];
  /** The lines named, in order, once each. */
  lines: number[];
  /** What the member confirms: a new or other look-alike (a re-read of the chain, an edit) asks again. */
  key: string;
}

export interface LookAlikeRiskInput {
  /** The run's id: a confirmation holds for this list only. */
  runId: string;
  lines: readonly Pick<RunLine, 'line' | 'address'>[];
  /** This sender's past BulkSend payments read from the chain (recipients null when not decoded: skipped). */
  payments: readonly ChainPayment[];
}

export function lookAlikeRiskOf({ runId, lines, payments }: LookAlikeRiskInput): LookAlikeRisk | null {
  // Each past payee with its latest payment (what the member remembers paying, and where to look it up).
  const paid = new Map<string, { address: string; paidAt: number; hash: `0x${string}` }>();
  for (const payment of payments) {
    for (const recipient of payment.recipients ?? []) {
      const lower = recipient.address.toLowerCase();
      const known = paid.get(lower);
      if (!known || known.paidAt < payment.timestamp) {
        paid.set(lower, { address: recipient.address, paidAt: payment.timestamp, hash: payment.hash });
      }
    }
  }
  const history = [...paid.values()].map((one) => one.address);
  const found = findLookAlikes(lines, { history });
  if (found.length === 0) return null;
  const matches = found.map((match): LookAlikeLineRisk => {
    const payment = paid.get(match.lookAlike.toLowerCase());
    const origin: LookAlikeOrigin =
      match.source.kind === 'line' || !payment
        ? { kind: 'line', line: match.source.kind === 'line' ? match.source.line : 0 }
        : { kind: 'paid', paidAt: payment.paidAt, hash: payment.hash };
    return {
      line: match.line,
      address: match.address,
      lookAlike: match.lookAlike,
      origin,
      differing: match.differingPositions,
    };
  });
  const lineNumbers = [...new Set(matches.map((match) => match.line))];
  const key = `${runId}|${matches.map((match) => `${match.line}:${match.lookAlike.toLowerCase()}`).join(',')}`;
  return { matches, lines: lineNumbers, key };
}

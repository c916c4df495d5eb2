// Address poisoning (issue 38): the lines of the current list whose recipient looks like (same first 4 and last 4 hex
// digits, batch-core LOOK_ALIKE_RULE) a different address this sender paid through BulkSend on the run's chain or sent
// the run's token to in a plain transfer, an entry of the member's address book, or another line of the list. Pure and fast (batch-core findLookAlikes: 10,000 lines × 10,000 payees in a few ms), so it
// is derived from the store's state like the other risks; paying such a line takes the member's explicit yes.
import { findLookAlikes } from '@fanout/batch-core';
import type { ChainPayment, RunLine } from '@fanout/wallet-core/bulk-send';

/**
 * Where the address a line resembles comes from: a past BulkSend payment (its latest one), a plain token transfer the
 * sender made (its latest one), the member's address book (its name), or another line of the list.
 */
export type LookAlikeOrigin =
  | { kind: 'paid'; paidAt: number; hash: `0x${string}` }
  | { kind: 'sent'; hash: `0x${string}` }
  | { kind: 'book'; name: string }
  | { kind: 'line'; line: number };

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
  /** The sender's plain token transfers (wallet-core readOutgoingTransfers), oldest first: their payees count too. */
  sent?: readonly { to: string; hash: `0x${string}` }[];
  /** The member's address book entries for the run's chain. */
  addressBook?: readonly { address: string; name: string }[];
}

export function lookAlikeRiskOf(input: LookAlikeRiskInput): LookAlikeRisk | null {
  const { runId, lines, payments, sent = [], addressBook = [] } = input;
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
  // Each plain payee with its latest transfer (oldest first: a later one overwrites).
  const transferred = new Map<string, { address: string; hash: `0x${string}` }>();
  for (const transfer of sent)
    transferred.set(transfer.to.toLowerCase(), { address: transfer.to, hash: transfer.hash });
  const history = [...paid.values(), ...transferred.values()].map((one) => one.address);
  const found = findLookAlikes(lines, { history, addressBook });
  if (found.length === 0) return null;
  const matches = found.map((match): LookAlikeLineRisk => {
    const payment = paid.get(match.lookAlike.toLowerCase());
    const transfer = transferred.get(match.lookAlike.toLowerCase());
    const { source } = match;
    const origin: LookAlikeOrigin =
      source.kind === 'addressBook'
        ? { kind: 'book', name: source.name }
        : source.kind === 'line'
          ? { kind: 'line', line: source.line }
          : payment
            ? { kind: 'paid', paidAt: payment.paidAt, hash: payment.hash }
            : { kind: 'sent', hash: transfer?.hash ?? '0x' };
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

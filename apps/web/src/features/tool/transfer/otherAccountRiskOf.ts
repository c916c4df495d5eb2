// "Other accounts of the same member": a list (or part of it) this browser already paid, or has in flight, from
// another account on the same chain, BulkSend and token. The chain's batch ids name the sender, so paying the same
// list from a second account is never refused by the chain: the recipients would be paid twice. This names the
// account and how many recipients it paid, before anything is signed.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';

/** A finished payment older than this is history, not a run in progress (unfinished ones count at any age). */
export const OTHER_ACCOUNT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface OtherAccountRisk {
  /** The other account (as stored: checksummed when the run was). */
  account: `0x${string}`;
  /** Its run that paid most of the current list's recipients. */
  run: BulkSendRun;
  /** Recipients of the current list that run paid (or has in flight). */
  paid: number;
}

export interface OtherAccountRiskParameters {
  /** The run about to be sent (this account's). */
  current: BulkSendRun;
  /** Chunks of `current` already paid (they are not sent again, so they add no risk). */
  currentPaid: ReadonlySet<number>;
  /** Every run stored in this browser, of any account. */
  runs: readonly BulkSendRun[];
  now: number;
}

const key = (address: string) => address.toLowerCase();

/** The other account's run that paid the most recipients still unpaid in `current`, or null when none did. */
export function otherAccountRiskOf({
  current,
  currentPaid,
  runs,
  now,
}: OtherAccountRiskParameters): OtherAccountRisk | null {
  const unpaidAddresses = new Set<string>();
  for (const part of current.chunks) {
    if (currentPaid.has(part.index)) continue;
    for (const line of current.lines.slice(part.start, part.start + part.count)) unpaidAddresses.add(key(line.address));
  }
  if (unpaidAddresses.size === 0) return null;
  let best: OtherAccountRisk | null = null;
  for (const run of runs) {
    if (key(run.sender) === key(current.sender)) continue;
    if (run.chainId !== current.chainId || key(run.bulkSend) !== key(current.bulkSend)) continue;
    if (key(run.token ?? '') !== key(current.token ?? '')) continue;
    if (run.genesisHash && current.genesisHash && run.genesisHash !== current.genesisHash) continue;
    if (run.status === 'closed') continue;
    if (run.status === 'finished' && now - run.createdAt > OTHER_ACCOUNT_WINDOW_MS) continue;
    const paidHere = new Set<string>();
    for (const part of run.chunks) {
      // Paid, or signed and possibly on its way: either may reach the recipients.
      if (part.status === 'pending') continue;
      for (const line of run.lines.slice(part.start, part.start + part.count)) {
        if (unpaidAddresses.has(key(line.address))) paidHere.add(key(line.address));
      }
    }
    if (paidHere.size > 0 && (!best || paidHere.size > best.paid)) {
      best = { account: run.sender, run, paid: paidHere.size };
    }
  }
  return best;
}

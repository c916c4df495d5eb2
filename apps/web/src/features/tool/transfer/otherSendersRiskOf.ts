// "Recipients' side of the ledger" (issue 37): lines of the list whose recipient already received the run's token
// through BulkSend from another sender (another account, a Safe) over the checked window — the chain says so whatever
// this browser stored. Named with that sender before signing; a warning the member confirms, not a block.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import type { RecipientPayment } from '@fanout/wallet-core/bulk-send/recipients';

export interface OtherSender {
  /** Who paid (checksummed as read from the chain). */
  sender: `0x${string}`;
  /** 1-based lines of the current list that sender paid, ascending. */
  lines: number[];
  /** When it paid them last (ms). */
  paidAt: number;
}

export interface OtherSendersRisk {
  /** Every such line, ascending. */
  lines: number[];
  /** By sender, the one that paid the most lines first. */
  senders: OtherSender[];
}

export interface OtherSendersRiskParameters {
  /** The run about to be sent. */
  current: BulkSendRun;
  /** Chunks of `current` already paid: their lines are not sent again. */
  currentPaid: ReadonlySet<number>;
  /** What the list's recipients received (readRecipientPayments), any sender. */
  payments: readonly RecipientPayment[];
}

const key = (address: string) => address.toLowerCase();

/** Open lines of `current` another sender already paid (same recipient; an NFT line: the same token id), or null. */
export function otherSendersRiskOf({
  current,
  currentPaid,
  payments,
}: OtherSendersRiskParameters): OtherSendersRisk | null {
  const others = payments.filter((payment) => key(payment.sender) !== key(current.sender));
  if (others.length === 0) return null;
  const byRecipient = new Map<string, RecipientPayment[]>();
  for (const payment of others) {
    const list = byRecipient.get(key(payment.recipient)) ?? [];
    list.push(payment);
    byRecipient.set(key(payment.recipient), list);
  }
  const bySender = new Map<string, OtherSender>();
  const lines = new Set<number>();
  for (const chunk of current.chunks) {
    // Lines this run sent, or has in flight, are its own business.
    if (currentPaid.has(chunk.index) || chunk.status !== 'pending') continue;
    for (const line of current.lines.slice(chunk.start, chunk.start + chunk.count)) {
      const paid = (byRecipient.get(key(line.address)) ?? []).filter(
        (payment) => line.tokenId === undefined || payment.tokenId === line.tokenId,
      );
      for (const payment of paid) {
        lines.add(line.line);
        const entry = bySender.get(key(payment.sender)) ?? { sender: payment.sender, lines: [], paidAt: 0 };
        if (!entry.lines.includes(line.line)) entry.lines.push(line.line);
        entry.paidAt = Math.max(entry.paidAt, payment.timestamp);
        bySender.set(key(payment.sender), entry);
      }
    }
  }
  if (lines.size === 0) return null;
  return {
    lines: [...lines].sort((a, b) => a - b),
    senders: [...bySender.values()]
      .map((entry) => ({ ...entry, lines: entry.lines.sort((a, b) => a - b) }))
      .sort((a, b) => b.lines.length - a.lines.length),
  };
}

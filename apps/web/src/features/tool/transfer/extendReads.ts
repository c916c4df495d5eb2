// A read of the chain extended by the read of the blocks after it (the check right before a signature, issue 37): the
// sender's history (useChainHistory) and what the list's recipients received from other senders (useRecipientHistory).
import type { ReadSenderHistoryReturnType } from '@fanout/wallet-core/bulk-send';
import type { ReadRecipientPaymentsReturnType, RecipientPayment } from '@fanout/wallet-core/bulk-send/recipients';

const later = (a: bigint, b: bigint) => (a > b ? a : b);

/** The sender's history read, then `more` from the block after it: new payments added, a hiding node kept named. */
export function extendSenderRead(
  last: ReadSenderHistoryReturnType,
  more: ReadSenderHistoryReturnType,
): ReadSenderHistoryReturnType {
  const known = new Set(last.payments.map((payment) => `${payment.hash}:${payment.batchId}`));
  // A node found hiding payments in either read stays named (its words first); else the last read's proof.
  const newlyHidden = more.proof === 'mismatch' && last.proof !== 'mismatch';
  const incomplete = newlyHidden ? more.incomplete : (last.incomplete ?? more.incomplete);
  return {
    ...last,
    payments: [
      ...last.payments,
      ...more.payments.filter((payment) => !known.has(`${payment.hash}:${payment.batchId}`)),
    ],
    toBlock: later(more.toBlock, last.toBlock),
    complete: last.complete && more.complete,
    proof: last.proof === 'mismatch' || more.proof === 'mismatch' ? 'mismatch' : more.proof,
    ...(incomplete ? { incomplete } : {}),
  };
}

/** What the recipients received, then `more` from the block after it: new payments and unread ones added. */
export function extendRecipientRead(
  last: ReadRecipientPaymentsReturnType,
  more: ReadRecipientPaymentsReturnType,
): ReadRecipientPaymentsReturnType {
  const id = (payment: RecipientPayment) => `${payment.hash}:${payment.recipient}:${payment.tokenId ?? ''}`;
  const known = new Set(last.payments.map(id));
  const unread = new Set(last.unread.map((payment) => payment.hash));
  return {
    ...last,
    payments: [...last.payments, ...more.payments.filter((payment) => !known.has(id(payment)))],
    unread: [...last.unread, ...more.unread.filter((payment) => !unread.has(payment.hash))],
    toBlock: later(more.toBlock, last.toBlock),
    complete: last.complete && more.complete,
  };
}

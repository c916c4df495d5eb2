import { getAddress } from 'ethers';
import type { BulkSendConfig } from '../bulkSend/BulkSendConfig.js';
import type { RecipientPayment, UnreadRecipientPayment } from '../bulkSend/readRecipientPayments.js';
import { rpc } from '../bulkSend/rpc.js';
import { decodeSafeBulkSendCalls } from './decodeSafeBulkSendCalls.js';

export type ReadSafeRecipientPaymentsParameters = {
  /** `readRecipientPayments(…).unread`: coin payments whose recipients a direct call's calldata could not name. */
  unread: readonly UnreadRecipientPayment[];
  /** The BulkSends the payments were read from (as given to `readRecipientPayments`). */
  bulkSend: string | readonly string[];
  /** The list's recipients: only their payments are returned. */
  recipients: readonly string[];
  /** MultiSend contracts trusted to run packed calls as the Safe (default: Safe's canonical deployments). */
  multiSend?: readonly string[];
};

export type ReadSafeRecipientPaymentsReturnType = {
  /** The list's recipients paid by those that were a Safe's payments, in the order of `unread`. */
  payments: RecipientPayment[];
  /** The payments still unread: another shape than a Safe's own transaction (a module, a relayer, a multicall). */
  unread: UnreadRecipientPayment[];
};

/**
 * The unread coin payments of `readRecipientPayments` that were a Safe's: the transaction is the sender's own
 * (its `execTransaction`, BulkSend called directly or through a trusted MultiSend), so its recipients are read from the
 * Safe's calldata (`decodeSafeBulkSendCalls`); the list's recipients among them come back as payments. A transaction of
 * any other shape stays unread: say so, never "nobody". Transactions are fetched from `config.reader`.
 * @throws the reader's error when a transaction cannot be fetched
 */
export async function readSafeRecipientPayments(
  config: BulkSendConfig,
  parameters: ReadSafeRecipientPaymentsParameters,
): Promise<ReadSafeRecipientPaymentsReturnType> {
  const wanted = new Set(parameters.recipients.map((address) => address.toLowerCase()));
  // Every transaction asked at once, as resolveSafeRecipients does (a batching reader sends them in one request).
  const decoded = await Promise.all(
    parameters.unread.map(async (entry) => {
      const tx = await rpc<{ to: string | null; input: string } | null>(config.reader, 'eth_getTransactionByHash', [
        entry.hash,
      ]);
      const calls = tx
        ? decodeSafeBulkSendCalls({
            transaction: tx,
            safe: entry.sender,
            bulkSend: parameters.bulkSend,
            ...(parameters.multiSend ? { multiSend: parameters.multiSend } : {}),
          }).filter((call) => call.token === null)
        : [];
      return { entry, calls };
    }),
  );
  const payments: RecipientPayment[] = [];
  const unread: UnreadRecipientPayment[] = [];
  for (const { entry, calls } of decoded) {
    if (calls.length === 0) {
      unread.push(entry);
      continue;
    }
    for (const call of calls) {
      for (const paid of call.recipients) {
        if (!wanted.has(paid.address.toLowerCase())) continue;
        payments.push({ ...entry, recipient: getAddress(paid.address) as `0x${string}`, amount: paid.amount });
      }
    }
  }
  return { payments, unread };
}

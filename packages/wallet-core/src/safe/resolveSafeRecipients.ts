import type { BulkSendConfig } from '../bulkSend/BulkSendConfig.js';
import type { ChainPayment } from '../bulkSend/ChainPayment.js';
import { rpc } from '../bulkSend/rpc.js';
import { decodeSafeBulkSendCalls } from './decodeSafeBulkSendCalls.js';

const ZERO_HASH = `0x${'0'.repeat(64)}`;

export type ResolveSafeRecipientsParameters = {
  /** `readSenderHistory({ sender: safe, … }).payments`. */
  payments: readonly ChainPayment[];
  safe: string;
  /**
   * BulkSend's address, or every BulkSend the history was read from (the current one and older versions, as given to
   * `readSenderHistory`): a call to any of them is read.
   */
  bulkSend: string | readonly string[];
  /** MultiSend contracts trusted to run packed calls as the Safe (default: Safe's canonical deployments). */
  multiSend?: readonly string[];
};

export type ResolveSafeRecipientsReturnType = ChainPayment[];

/**
 * The Safe's payments with their recipients filled in where `readSenderHistory` could not read them (`recipients:
 * null`: the Safe called BulkSend from `execTransaction`, maybe through MultiSend, not as the transaction's target).
 * Each is matched to the BulkSend call in its transaction by batch id and token (a payment without a batch id only
 * when the transaction holds exactly one such call of that token). A payment of another shape keeps `recipients:
 * null`: report it as unreadable, never as "nobody paid". Feed the result to `paidLinesOnChain`.
 * @throws the reader's error when a transaction cannot be fetched
 */
export async function resolveSafeRecipients(
  config: BulkSendConfig,
  parameters: ResolveSafeRecipientsParameters,
): Promise<ResolveSafeRecipientsReturnType> {
  const transactions = new Map<string, Promise<{ to: string | null; input: string } | null>>();
  const fetch = (hash: string) => {
    let transaction = transactions.get(hash);
    if (!transaction) {
      transaction = rpc<{ to: string | null; input: string } | null>(config.reader, 'eth_getTransactionByHash', [hash]);
      transactions.set(hash, transaction);
    }
    return transaction;
  };
  return Promise.all(
    parameters.payments.map(async (payment) => {
      if (payment.recipients) return payment;
      const transaction = await fetch(payment.hash.toLowerCase());
      if (!transaction) return payment;
      const token = payment.token?.toLowerCase() ?? null;
      const candidates = decodeSafeBulkSendCalls({
        transaction,
        safe: parameters.safe,
        bulkSend: parameters.bulkSend,
        ...(parameters.multiSend ? { multiSend: parameters.multiSend } : {}),
      }).filter(
        (call) =>
          (call.token?.toLowerCase() ?? null) === token && call.batchId.toLowerCase() === payment.batchId.toLowerCase(),
      );
      const found =
        payment.batchId === ZERO_HASH ? (candidates.length === 1 ? candidates[0] : undefined) : candidates[0];
      return found ? { ...payment, recipients: found.recipients } : payment;
    }),
  );
}

// Inside Safe{Wallet}: the Safe's past batches name no recipients by themselves (BulkSend was called inside the Safe's
// transaction); their recipients are read from the Safe's calldata, so the chain-ledger check names the lines of an
// edited list the Safe already paid. Loaded with the chain history read, for a Safe only.
import type { BulkSendConfig, ReadSenderHistoryReturnType } from '@fanout/wallet-core/bulk-send';
import { resolveSafeRecipients } from '@fanout/wallet-core/safe';

export async function withSafeRecipients(
  config: BulkSendConfig,
  history: ReadSenderHistoryReturnType,
  safe: `0x${string}`,
  /** Every BulkSend the history was read from (the chain's, then older versions such as v2). */
  bulkSend: readonly `0x${string}`[],
): Promise<ReadSenderHistoryReturnType> {
  const payments = await resolveSafeRecipients(config, { payments: history.payments, safe, bulkSend });
  return { ...history, payments };
}

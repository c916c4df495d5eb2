/** BulkSend's packed word for one recipient: `amount << 160 | recipient` (what batch-core's packRecipients makes). */
export function pack(recipients: readonly string[], amounts: readonly bigint[]): bigint[] {
  return recipients.map((r, i) => ((amounts[i] ?? 0n) << 160n) | BigInt(r));
}

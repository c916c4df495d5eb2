/** Options of parseRecipients. */
export interface ParseRecipientsOptions {
  /** The token's decimals (0..255); amounts may not have more fraction digits (beyond trailing zeros). */
  decimals: number;
  /** Most different recipients allowed; unlimited when absent (chunk() splits long lists for the contract). */
  maxRecipients?: number;
}

/** Options of the wallet generators. */
export type GenerateWalletsOptions = {
  /**
   * `true`: derive every wallet from one new BIP-39 mnemonic (returned with the wallets);
   * a string: derive from that mnemonic (restores a previous batch). Default: independent random keys.
   */
  mnemonic?: boolean | string;
  /** Length of a new mnemonic: 12 (default) or 24 words. */
  words?: 12 | 24;
};

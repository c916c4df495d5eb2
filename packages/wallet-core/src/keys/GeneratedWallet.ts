/** One generated wallet (address and privateKey), plus its HD path when made from a mnemonic. */
export type GeneratedWallet = {
  address: string;
  /** `0x` + 64 hex digits. */
  privateKey: string;
  /** BIP-44 path, present only for wallets derived from a mnemonic. */
  path?: string;
};

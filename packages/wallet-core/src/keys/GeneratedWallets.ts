/** What a generator returns: the wallets and, when derived from one, the mnemonic (else null). */
export type GeneratedWallets<Wallet> = {
  wallets: Wallet[];
  mnemonic: string | null;
};

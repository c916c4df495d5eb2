/**
 * What a generator returns: the wallets and, when derived from one, the mnemonic (else null). The generators'
 * overloads narrow `Mnemonic`: `string` for `{ mnemonic: true | string }`, `null` without one.
 */
export type GeneratedWallets<Wallet, Mnemonic extends string | null = string | null> = {
  wallets: Wallet[];
  mnemonic: Mnemonic;
};

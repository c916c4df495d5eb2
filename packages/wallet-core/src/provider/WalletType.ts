/** Wallet types: 0 MetaMask (default, any injected wallet), 1 Nabox Wallet, 2 CLV Wallet. */
export const WalletType = { MetaMask: 0, Nabox: 1, Clover: 2 } as const;

/** One of the {@link WalletType} values. */
export type WalletType = (typeof WalletType)[keyof typeof WalletType];

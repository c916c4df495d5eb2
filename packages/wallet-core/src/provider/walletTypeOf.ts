import { WalletType } from './WalletType.js';

/** Wallet type of an EIP-6963 announcement, from its rdns or name (Nabox, CLV/Clover, else MetaMask-style). */
export function walletTypeOf(info: { rdns?: string; name?: string }): WalletType {
  const text = `${info.rdns ?? ''} ${info.name ?? ''}`.toLowerCase();
  if (text.includes('nabox')) return WalletType.Nabox;
  if (text.includes('clover') || /\bclv\b/.test(text)) return WalletType.Clover;
  return WalletType.MetaMask;
}

// The latest wallet message for the user (errors in the current language, or a success with links).
import { create } from 'zustand';

export interface WalletNotice {
  tone: 'success' | 'danger';
  text: string;
  /** Monotonic id, so the same text shown twice is announced twice. */
  id: number;
}

interface WalletNoticeState {
  notice: WalletNotice | null;
  show: (tone: WalletNotice['tone'], text: string) => void;
  clear: () => void;
}

let next = 0;

export const useWalletNotice = create<WalletNoticeState>((set) => ({
  notice: null,
  show: (tone, text) => set({ notice: { tone, text, id: ++next } }),
  clear: () => set({ notice: null }),
}));

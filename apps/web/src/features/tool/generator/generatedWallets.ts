// The wallets generated during this visit, in memory only (never stored): they stay on the page across panel and
// route switches until the member clears them, with whether their keys were saved (downloaded, copied, confirmed).
import { create } from 'zustand';
import type { GeneratedBatch } from './generateWallets.js';

interface GeneratedWalletsState {
  batch: GeneratedBatch | null;
  keysSaved: boolean;
  setBatch: (batch: GeneratedBatch | null) => void;
  setKeysSaved: (saved: boolean) => void;
}

export const useGeneratedWallets = create<GeneratedWalletsState>((set) => ({
  batch: null,
  keysSaved: false,
  setBatch: (batch) => set({ batch, keysSaved: false }),
  setKeysSaved: (keysSaved) => set({ keysSaved }),
}));

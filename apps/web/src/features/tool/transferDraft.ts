// What the member is preparing in the Tool during this visit (memory only): the recipient list, the pay token and the
// merge choice. It lives outside the panels, so switching panels, languages or routes keeps it.
import { create } from 'zustand';

interface TransferDraftState {
  text: string;
  /** A listed token's address, or CUSTOM_TOKEN for one entered by address. */
  tokenChoice: string | null;
  customEntry: string;
  merge: boolean;
  setText: (text: string) => void;
  setTokenChoice: (choice: string) => void;
  setCustomEntry: (entry: string) => void;
  setMerge: (merge: boolean) => void;
}

export const useTransferDraft = create<TransferDraftState>((set) => ({
  text: '',
  tokenChoice: null,
  customEntry: '',
  merge: false,
  setText: (text) => set({ text }),
  setTokenChoice: (tokenChoice) => set({ tokenChoice }),
  setCustomEntry: (customEntry) => set({ customEntry }),
  setMerge: (merge) => set({ merge }),
}));

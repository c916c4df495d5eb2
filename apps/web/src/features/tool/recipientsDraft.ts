// The recipient list text, shared by the generator ("Use as recipients") and the transfer form.
import { create } from 'zustand';

interface RecipientsDraftState {
  text: string;
  setText: (text: string) => void;
}

export const useRecipientsDraft = create<RecipientsDraftState>((set) => ({
  text: '',
  setText: (text) => set({ text }),
}));

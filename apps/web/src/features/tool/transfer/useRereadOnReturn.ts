// The runs are read again when the member comes back to this tab (issue 37): a run another tab (or device) finished
// or advanced meanwhile is then shown as it is stored and on the chain, not as this tab last saw it ("Resume: 2
// transactions" for a run already paid). Not during an action of this tab: its own events keep it current then.
import { useEffect } from 'react';
import { useTransferStore } from './transferStore.js';

/** Focus and visibility often fire together on a tab switch: one read for both. */
export const REREAD_MIN_GAP_MS = 1_000;

export function useRereadOnReturn(): void {
  useEffect(() => {
    let last = 0;
    const reread = () => {
      const state = useTransferStore.getState();
      const now = Date.now();
      if (document.visibilityState !== 'visible' || state.busy !== null || now - last < REREAD_MIN_GAP_MS) return;
      last = now;
      state.update({ refresh: state.refresh + 1 });
    };
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    return () => {
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('focus', reread);
    };
  }, []);
}

// Asks before the page is left (reload, close, another site) while generated keys are unsaved or a send is running:
// both live only in this page's memory.
import { useEffect } from 'react';
import { useGeneratedWallets } from './generator/generatedWallets.js';
import { useTransferStore } from './transfer/transferStore.js';

function hasUnsavedWork(): boolean {
  const { batch, keysSaved } = useGeneratedWallets.getState();
  const { busy } = useTransferStore.getState();
  return (batch !== null && !keysSaved) || busy === 'send' || busy === 'approve';
}

export function useLeaveGuard(): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}

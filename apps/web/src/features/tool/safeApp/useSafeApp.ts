// The Tool inside Safe{Wallet} (issue 30): in a frame only, the Safe App code is imported and asks the parent for its
// Safe (the Safe Apps SDK's `getSafeInfo`); when it answers, the session's account is the Safe. A page on its own
// (not framed) imports nothing of it.
import type { SafeAppInfo } from '@fanout/wallet-core/safe-apps';
import { useEffect, useState } from 'react';

export function useSafeApp(): SafeAppInfo | null {
  const [safe, setSafe] = useState<SafeAppInfo | null>(null);
  useEffect(() => {
    if (typeof window === 'undefined' || window.parent === window) return;
    let live = true;
    void import('./startSafeApp.js')
      .then(({ startSafeApp }) => startSafeApp())
      .then((info) => {
        if (live) setSafe(info);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return safe;
}

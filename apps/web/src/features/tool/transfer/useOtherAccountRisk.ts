// Reads every run this browser stored (any account) and names another account's payment of the current list.
import type { BulkSendConfig, BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { useEffect, useState } from 'react';
import { type OtherAccountRisk, otherAccountRiskOf } from './otherAccountRiskOf.js';
import { storedRuns } from './storedRuns.js';

export function useOtherAccountRisk(
  config: BulkSendConfig | null,
  account: string | null,
  active: BulkSendRun | null,
  paid: ReadonlySet<number>,
  refresh: number,
): OtherAccountRisk | null {
  const [runs, setRuns] = useState<BulkSendRun[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` re-reads the runs after a send.
  useEffect(() => {
    if (!config || !account) return;
    let live = true;
    void storedRuns(config.storage, account)
      .then((all) => {
        if (live) setRuns(all);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [config, account, refresh]);
  if (!active || !account) return null;
  return otherAccountRiskOf({ current: active, currentPaid: paid, runs, now: Date.now() });
}

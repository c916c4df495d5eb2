// This sender's chain history as the Tool's view tests need it: read in full over 7 days, nothing found, no controls
// wired; `extra` overrides any field (the payments, a failed or incomplete read, a control to spy on).
import type { ChainHistory } from './ChainHistory.js';

export function testChainHistory(extra: Partial<ChainHistory> = {}): ChainHistory {
  return {
    status: 'done',
    since: 0,
    days: 7,
    progress: 1,
    payments: [],
    complete: true,
    coversAll: true,
    incomplete: null,
    hidden: null,
    undecoded: 0,
    error: null,
    wider: 30,
    widen: () => undefined,
    retry: () => undefined,
    blocking: false,
    acknowledged: false,
    acknowledge: () => undefined,
    recheck: async () => null,
    ...extra,
  };
}

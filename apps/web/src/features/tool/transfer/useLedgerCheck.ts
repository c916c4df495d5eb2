// The chain-history check of the current list (issue 27), for useBatchTransfer: this sender's past batches read from
// the run's chain, and the open lines of the list they already paid. Lines the Tool's other checks name (already paid
// chunks of this very list, an unfinished payment of it or of an edited list in this browser) are left to them.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { batchIdsOf, type ChainOverlap, chainOverlapOf } from './chainOverlapOf.js';
import { sameList } from './repeatRiskOf.js';
import type { TransferSessionState } from './transferSession.js';
import { type ChainHistory, type ChainHistoryParameters, useChainHistory } from './useChainHistory.js';

export interface LedgerCheck {
  history: ChainHistory;
  /** Lines of the current list the chain says this sender already paid, or null. */
  overlap: ChainOverlap | null;
}

export interface LedgerCheckParameters extends ChainHistoryParameters {
  active: BulkSendRun | null;
  paid: ReadonlySet<number>;
  base: TransferSessionState['base'];
  runs: readonly BulkSendRun[];
  /** Another warning already names this list's double payment (and offers to resume): it speaks first. */
  warned: boolean;
}

export function useLedgerCheck({ active, paid, base, runs, warned, ...read }: LedgerCheckParameters): LedgerCheck {
  const history = useChainHistory(read);
  const overlap =
    active && !warned && history.status === 'done'
      ? chainOverlapOf({
          current: active,
          currentPaid: paid,
          payments: history.payments,
          known: batchIdsOf([active, base?.planned, ...runs.filter((run) => sameList(run, active))]),
        })
      : null;
  return { history, overlap };
}

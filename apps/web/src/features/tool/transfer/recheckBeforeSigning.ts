// The ledger read again right before every signature (issue 37): what this sender paid since the page's last read of
// the chain (another tab, another device: read from the block after it, so it is cheap) and the runs this browser
// stored meanwhile (every tab). A payment of this list's recipients the page did not know stops the signature: the
// warning names the lines, and paying them again takes the member's explicit yes, given after they were named. The
// run's ENS names are read again too (ens/recheckEnsNames).
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { recheckEnsNames } from '../ens/recheckEnsNames.js';
import { PaidMeanwhileError } from './PaidMeanwhileError.js';
import { derive, type RunRisks } from './sendGates.js';
import { storedRuns } from './storedRuns.js';
import { transferState } from './transferStore.js';

/** The lines each risk names (what the member confirmed), so a new or wider risk is told from the one confirmed. */
function namedLines(risks: RunRisks): string {
  return JSON.stringify([
    risks.repeat ? [risks.repeat.label, risks.repeat.chunks] : null,
    risks.overlap?.lines ?? null,
    risks.otherAccount ? [risks.otherAccount.account, risks.otherAccount.paid] : null,
    risks.chainOverlap?.lines ?? null,
    risks.lookAlike?.key ?? null,
  ]);
}

/**
 * Reads the chain since the last read and this browser's stored runs again, puts them in the store, and throws
 * `PaidMeanwhileError` (the member's earlier yes withdrawn) when that names recipients the page did not name before,
 * or when the chain could not be read again.
 */
export async function recheckBeforeSigning(): Promise<void> {
  const state = transferState();
  const { config, account } = state.inputs;
  if (!config) return;
  const { risks, progress } = derive(state);
  const before = namedLines(risks);
  // The run's ENS names read again: one that points elsewhere now is named (both addresses) before any signature.
  await recheckEnsNames(progress.active);
  let chainHistory: Awaited<ReturnType<NonNullable<typeof state.chainHistory>['recheck']>> = null;
  let history: BulkSendRun[] | null = null;
  let stored: BulkSendRun[] | null = null;
  try {
    [chainHistory, history, stored] = await Promise.all([
      state.chainHistory?.recheck() ?? null,
      account ? config.storage.list(account) : null,
      account ? storedRuns(config.storage, account) : null,
    ]);
  } catch {
    throw new PaidMeanwhileError(true);
  }
  transferState().update({
    ...(chainHistory ? { chainHistory } : {}),
    ...(history ? { history: [...history].sort((a, b) => b.createdAt - a.createdAt) } : {}),
    ...(stored ? { stored } : {}),
  });
  if (chainHistory && !chainHistory.complete && !chainHistory.acknowledged) throw new PaidMeanwhileError(true);
  if (namedLines(derive(transferState()).risks) !== before) {
    transferState().update({ repeatConfirmed: null });
    throw new PaidMeanwhileError(false);
  }
}

// Paying a list again under a label, with the member's explicit yes to paying its paid recipients a second time,
// supersedes the older unfinished payment of the same list: it is closed (closeRun), so it is never offered as a
// plain Resume that would pay the rest of the list a second time nobody confirmed (issue 27, scenario 4).
import { type BulkSendConfig, type BulkSendRun, closeRun, normalizeLabel } from '@fanout/wallet-core/bulk-send';
import { type RepeatRisk, sameList } from './repeatRiskOf.js';
import type { TransferState } from './transferStore.js';

export interface SupersededRunParameters {
  current: BulkSendRun;
  repeat: RepeatRisk;
  base: TransferState['base'];
  history: readonly BulkSendRun[];
}

/** The stored unfinished run the repeat warning named, if any. */
export function supersededRunOf({ current, repeat, base, history }: SupersededRunParameters): BulkSendRun | null {
  const label = normalizeLabel(repeat.label);
  const older =
    label === ''
      ? (base?.match.stored ?? history.find((run) => normalizeLabel(run.label) === '' && sameList(run, current)))
      : history.find((run) => normalizeLabel(run.label) === label && sameList(run, current));
  if (!older || older.id === current.id || older.status === 'finished' || older.status === 'closed') return null;
  return older;
}

export async function closeSupersededRun(config: BulkSendConfig, parameters: SupersededRunParameters): Promise<void> {
  const older = supersededRunOf(parameters);
  if (older) await closeRun(config, { runId: older.id, supersededBy: parameters.current.id });
}

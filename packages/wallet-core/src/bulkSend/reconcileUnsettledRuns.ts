import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { readChainIdentity } from './readChainIdentity.js';
import { reconcileRun } from './reconcileRun.js';

/**
 * Whether what is stored of a run may still change on the chain: a chunk in flight (asked, broadcast, unknown) or a
 * paid chunk not yet final (a reorganisation can still drop it, also after the run was reported finished).
 */
export function isRunUnsettled(run: BulkSendRun): boolean {
  if (run.status === 'closed') return false;
  return run.chunks.some(
    (chunk) =>
      chunk.status === 'signing' ||
      chunk.status === 'submitted' ||
      chunk.status === 'unknown' ||
      (chunk.status === 'confirmed' && chunk.finality !== 'final'),
  );
}

/**
 * Brings every unsettled run of the reader's chain in line with the chain (`reconcileRun`, saved), so a list of runs
 * never shows as paid what the chain no longer has (a run rolled back after it finished is `paused` again, its dropped
 * chunks `pending`). Runs of other chains, settled runs, and runs another tab or process is sending right now (its
 * lock is held: it reconciles them itself) are returned as stored; so is a run whose read failed (nothing proven).
 */
export async function reconcileUnsettledRuns(config: BulkSendConfig, runs: BulkSendRun[]): Promise<BulkSendRun[]> {
  if (!runs.some(isRunUnsettled)) return runs;
  const { chainId } = await readChainIdentity(config);
  const out: BulkSendRun[] = [];
  for (const run of runs) {
    if (run.chainId !== chainId || !isRunUnsettled(run)) {
      out.push(run);
      continue;
    }
    out.push(await reconcileRun(config, { run }).catch(() => run));
  }
  return out;
}

import { sameGenesis } from './assertReaderServesRun.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { InvalidRunError } from './InvalidRunError.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import { readChainIdentity } from './readChainIdentity.js';

/**
 * The copy of a run an action works on (caller holds the lock): the stored one when it belongs to the reader's chain
 * (it may be further along), else `given`. A stored run of another chain with the same id (restarted, reset) is never
 * trusted: it is ignored, and replaced when `given` is a fresh plan of this chain.
 * @throws ReaderChainMismatchError (the reader serves another chain than the run's), InvalidRunError (a closed run,
 *   unless `allowClosed`)
 */
export async function loadRunForChain(
  config: BulkSendConfig,
  given: BulkSendRun,
  options: { allowClosed?: boolean } = {},
): Promise<BulkSendRun> {
  if (config.chainId !== undefined && config.chainId !== given.chainId) {
    throw new ReaderChainMismatchError('chainId', String(given.chainId), String(config.chainId));
  }
  const [stored, identity] = await Promise.all([config.storage.load(given.id), readChainIdentity(config)]);
  if (identity.chainId !== given.chainId) {
    throw new ReaderChainMismatchError('chainId', String(given.chainId), String(identity.chainId));
  }
  const run = structuredClone(stored && sameGenesis(stored, identity.genesisHash) ? stored : given);
  if (!sameGenesis(run, identity.genesisHash)) {
    throw new ReaderChainMismatchError('genesis', run.genesisHash ?? 'none', identity.genesisHash);
  }
  if (run.status === 'closed' && !options.allowClosed) {
    throw new InvalidRunError(
      `this payment was closed${run.supersededBy ? ` (paid again as ${run.supersededBy})` : ''}; it is not sent again`,
    );
  }
  return run;
}

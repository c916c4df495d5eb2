import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import { readChainIdentity } from './readChainIdentity.js';

/**
 * Before any read about `run` is trusted: the reader serves the run's chain (same chain id, same block 0).
 * @throws ReaderChainMismatchError
 */
export async function assertReaderServesRun(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  if (config.chainId !== undefined && config.chainId !== run.chainId) {
    throw new ReaderChainMismatchError('chainId', String(run.chainId), String(config.chainId));
  }
  const identity = await readChainIdentity(config);
  if (identity.chainId !== run.chainId) {
    throw new ReaderChainMismatchError('chainId', String(run.chainId), String(identity.chainId));
  }
  if (!sameGenesis(run, identity.genesisHash)) {
    throw new ReaderChainMismatchError('genesis', run.genesisHash ?? 'none', identity.genesisHash);
  }
}

/** Whether a stored run belongs to the chain whose block 0 is `genesisHash` (a run without one never does). */
export function sameGenesis(run: BulkSendRun, genesisHash: string): boolean {
  return typeof run.genesisHash === 'string' && run.genesisHash.toLowerCase() === genesisHash.toLowerCase();
}

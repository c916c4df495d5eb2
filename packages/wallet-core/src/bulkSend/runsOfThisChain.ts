import { sameGenesis } from './assertReaderServesRun.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { readChainIdentity } from './readChainIdentity.js';

/**
 * Drops the runs stored for the reader's chain id but another block 0 (a restarted local chain, a reset testnet): they
 * are not this chain's. Runs of other chain ids are kept as stored (the reader cannot vouch for them).
 */
export async function runsOfThisChain(config: BulkSendConfig, runs: BulkSendRun[]): Promise<BulkSendRun[]> {
  if (runs.length === 0) return runs;
  const identity = await readChainIdentity(config);
  return runs.filter((run) => run.chainId !== identity.chainId || sameGenesis(run, identity.genesisHash));
}

import { assertReaderServesRun, sameGenesis } from './assertReaderServesRun.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { readChunkPaid } from './readChunkPaid.js';

export type FindMatchingRunParameters = {
  /** A freshly planned run (same list, token, sender, label → same id and batch ids as any earlier one). */
  run: BulkSendRun;
};

export type FindMatchingRunReturnType = {
  /** The stored run with the same id on this device and this chain (same block 0), if any. */
  stored: BulkSendRun | undefined;
  /** Chunks the chain already recorded (`batchSent`): paid, whichever device sent them. */
  paidChunks: number[];
  /** True when any chunk is paid or a stored run exists: warn before anything is signed. */
  matches: boolean;
  /** Every chunk is paid: sending this list again needs a new label. */
  allPaid: boolean;
};

/**
 * Tells whether this list was (partly) paid before, from the chain (`batchSent` of each chunk's batch id), so it
 * works on a new device too, and from storage. Paying it again on purpose takes a label (`planRun({ label })`), which
 * changes every batch id. Reads only the reader, after checking it serves the run's chain; stores nothing.
 * @throws ReaderChainMismatchError
 */
export async function findMatchingRun(
  config: BulkSendConfig,
  parameters: FindMatchingRunParameters,
): Promise<FindMatchingRunReturnType> {
  const { run } = parameters;
  await assertReaderServesRun(config, run);
  const [stored, sent] = await Promise.all([
    config.storage.load(run.id),
    Promise.all(run.chunks.map((chunk) => readChunkPaid(config, run, chunk))),
  ]);
  // A run stored for another chain with the same id (a restarted local chain, a reset testnet) is not this list's past.
  const trusted = stored && sameGenesis(stored, run.genesisHash) ? stored : undefined;
  const paidChunks = run.chunks.filter((_, i) => sent[i]).map((chunk) => chunk.index);
  return {
    stored: trusted,
    paidChunks,
    matches: trusted !== undefined || paidChunks.length > 0,
    allPaid: paidChunks.length === run.chunks.length,
  };
}

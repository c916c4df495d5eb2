import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';

/** Stamps `updatedAt` and writes the run; resolves once the storage holds it. */
export async function saveRun(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  run.updatedAt = config.now();
  await config.storage.save(run);
}

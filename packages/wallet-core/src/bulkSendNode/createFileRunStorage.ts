// Node-only run storage (entry `@fanout/wallet-core/bulk-send/node`): kept apart so browser bundles never see node:fs.
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { parseRun } from '../bulkSend/parseRun.js';
import type { RunStorage } from '../bulkSend/RunStorage.js';
import { serializeRun } from '../bulkSend/serializeRun.js';
import { createFileRunLocks } from './createFileRunLocks.js';

/**
 * Runs as JSON files in `directory` (one `<run id>.json` each). A save writes a temporary file, fsyncs it and renames
 * it over the old one, so a crash leaves either the old or the new run, never half of one. Its `locks` (used by
 * `createBulkSendConfig` unless other locks are given) let one process at a time send a run: a second process gets
 * `RunLockedError` naming the first one's pid; a lock left by a dead process is taken over.
 */
export function createFileRunStorage(parameters: { directory: string }): RunStorage {
  const { directory } = parameters;
  const pathOf = (id: string) => {
    if (!/^0x[0-9a-f]{64}$/.test(id)) throw new TypeError(`not a run id: ${id}`);
    return join(directory, `${id}.json`);
  };
  return {
    locks: createFileRunLocks({ directory }),
    async save(run: BulkSendRun) {
      await mkdir(directory, { recursive: true });
      const target = pathOf(run.id);
      const temporary = `${target}.${process.pid}.tmp`;
      const file = await open(temporary, 'w');
      try {
        await file.writeFile(serializeRun(run));
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    },
    async load(id) {
      try {
        return parseRun(await readFile(pathOf(id), 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async list(sender) {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const key = sender.toLowerCase();
      const runs: BulkSendRun[] = [];
      for (const name of names.filter((n) => /^0x[0-9a-f]{64}\.json$/.test(n))) {
        const run = parseRun(await readFile(join(directory, name), 'utf8'));
        if (run.sender.toLowerCase() === key) runs.push(run);
      }
      return runs.sort((a, b) => b.createdAt - a.createdAt);
    },
    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}

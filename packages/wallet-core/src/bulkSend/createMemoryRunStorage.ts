import type { BulkSendRun } from './BulkSendRun.js';
import type { RunStorage } from './RunStorage.js';

/** Runs kept in this process only (tests, scripts that need no resume). Copies on the way in and out. */
export function createMemoryRunStorage(): RunStorage {
  const runs = new Map<string, BulkSendRun>();
  return {
    async save(run) {
      runs.set(run.id, structuredClone(run));
    },
    async load(id) {
      const run = runs.get(id);
      return run ? structuredClone(run) : undefined;
    },
    async list(sender) {
      const key = sender.toLowerCase();
      return [...runs.values()]
        .filter((run) => run.sender.toLowerCase() === key)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((run) => structuredClone(run));
    },
    async remove(id) {
      runs.delete(id);
    },
  };
}

import { type DBSchema, openDB } from 'idb';
import type { BulkSendRun } from './BulkSendRun.js';
import type { RunStorage } from './RunStorage.js';

type StoredRun = BulkSendRun & { senderKey: string };

interface RunDatabase extends DBSchema {
  runs: { key: string; value: StoredRun; indexes: { senderKey: string } };
}

/** Default IndexedDB database name of the browser's run storage. */
export const RUN_DATABASE_NAME = 'fanout-bulk-send';

/**
 * Runs in IndexedDB (the browser's storage; the `idb` wrapper). Each `save` is one readwrite transaction and
 * resolves when it has committed, so a run is on disk before the engine asks the wallet to sign. Bigints are stored
 * as they are (structured clone). Shared by every tab of the origin.
 */
export function createIndexedDbRunStorage(parameters: { name?: string } = {}): RunStorage & { close(): Promise<void> } {
  const name = parameters.name ?? RUN_DATABASE_NAME;
  const open = () =>
    openDB<RunDatabase>(name, 1, {
      upgrade(db) {
        const store = db.createObjectStore('runs', { keyPath: 'id' });
        store.createIndex('senderKey', 'senderKey');
      },
    });
  let db: ReturnType<typeof open> | undefined;
  const database = () => {
    db ??= open();
    return db;
  };
  const strip = ({ senderKey: _senderKey, ...run }: StoredRun): BulkSendRun => run;
  return {
    async save(run) {
      // 'strict': the write reaches the disk before it counts as done, so a run saved before a signature survives a
      // browser or OS crash, not only a closed tab ('relaxed', some browsers' default, may lose the last writes).
      const tx = (await database()).transaction('runs', 'readwrite', { durability: 'strict' });
      await Promise.all([tx.store.put({ ...run, senderKey: run.sender.toLowerCase() }), tx.done]);
    },
    async load(id) {
      const run = await (await database()).get('runs', id);
      return run ? strip(run) : undefined;
    },
    async list(sender) {
      const runs = await (await database()).getAllFromIndex('runs', 'senderKey', sender.toLowerCase());
      return runs.map(strip).sort((a, b) => b.createdAt - a.createdAt);
    },
    async remove(id) {
      await (await database()).delete('runs', id);
    },
    async close() {
      if (db) (await db).close();
      db = undefined;
    },
  };
}

// fake-indexeddb: a fault-free in-memory IndexedDB, enough to check the adapter's reads and writes in Node; the real
// IndexedDB is exercised by the web app's browser tests.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runStorageContract, sampleRun } from '../../test/runStorageContract.js';
import { createIndexedDbRunStorage } from './createIndexedDbRunStorage.js';

let n = 0;

describe('createIndexedDbRunStorage', () => {
  runStorageContract(() => createIndexedDbRunStorage({ name: `runs-${++n}` }));

  it('is shared by two storages of one database (two tabs) and survives closing', async () => {
    const name = `shared-${++n}`;
    const tabA = createIndexedDbRunStorage({ name });
    const tabB = createIndexedDbRunStorage({ name });
    await tabA.save(sampleRun());
    expect((await tabB.load(sampleRun().id))?.chunks[0]?.attempts[0]?.maxFeePerGas).toBe(10n ** 11n);
    await tabA.close();
    await tabB.close();
    const reopened = createIndexedDbRunStorage({ name });
    expect(await reopened.load(sampleRun().id)).toEqual(sampleRun());
    await reopened.close();
  });

  it('saves in strict-durability transactions (a run written before a signature must survive a crash)', async () => {
    const seen: (string | undefined)[] = [];
    const original = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof original>) {
      const tx = original.apply(this, args);
      if (args[1] === 'readwrite') seen.push((tx as IDBTransaction & { durability?: string }).durability);
      return tx;
    } as typeof original;
    try {
      const storage = createIndexedDbRunStorage({ name: `durable-${++n}` });
      await storage.save(sampleRun());
      await storage.close();
    } finally {
      IDBDatabase.prototype.transaction = original;
    }
    expect(seen).toEqual(['strict']);
  });
});

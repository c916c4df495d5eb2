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
});

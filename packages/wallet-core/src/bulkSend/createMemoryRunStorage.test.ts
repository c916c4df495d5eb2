import { describe, expect, it } from 'vitest';
import { runStorageContract, sampleRun } from '../../test/runStorageContract.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';

describe('createMemoryRunStorage', () => {
  runStorageContract(() => createMemoryRunStorage());

  it('keeps its own copy (a caller mutating its run does not change what is stored)', async () => {
    const storage = createMemoryRunStorage();
    const run = sampleRun();
    await storage.save(run);
    run.status = 'finished';
    expect((await storage.load(run.id))?.status).toBe('sending');
  });
});

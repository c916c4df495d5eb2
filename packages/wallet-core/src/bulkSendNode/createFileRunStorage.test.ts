import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStorageContract, sampleRun } from '../../test/runStorageContract.js';
import { parseRun } from '../bulkSend/parseRun.js';
import { createFileRunStorage } from './createFileRunStorage.js';

const root = mkdtempSync(join(tmpdir(), 'fanout-runs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

describe('createFileRunStorage', () => {
  runStorageContract(() => createFileRunStorage({ directory: join(root, String(++n)) }));

  it('writes one readable JSON file per run, with no temporary file left behind', async () => {
    const directory = join(root, 'plain');
    const storage = createFileRunStorage({ directory });
    await storage.save(sampleRun());
    expect(readdirSync(directory)).toEqual([`${sampleRun().id}.json`]);
    const text = readFileSync(join(directory, `${sampleRun().id}.json`), 'utf8');
    expect(text).toContain('"$bigint":"39614081257132168796771975175"');
    expect(parseRun(text)).toEqual(sampleRun());
    // A second storage over the same directory (another process) reads it.
    expect(await createFileRunStorage({ directory }).load(sampleRun().id)).toEqual(sampleRun());
  });

  it('refuses an id that is not a run id (no path tricks)', async () => {
    const storage = createFileRunStorage({ directory: join(root, 'ids') });
    await expect(storage.load('../../etc/passwd')).rejects.toThrow(/not a run id/);
  });
});

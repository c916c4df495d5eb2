import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseBusyError } from './DatabaseBusyError.js';
import { lockDataDir } from './lockDataDir.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a folder held by another live process, and takes over a stale lock', () => {
    dir = mkdtempSync(join(tmpdir(), 'fanout-lock-'));
    // The parent of this test process is alive: it stands for a running server.
    writeFileSync(join(dir, 'fanout.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseBusyError);
    writeFileSync(join(dir, 'fanout.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'fanout.pid'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'fanout.pid'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createProcessLocks } from './createProcessLocks.js';
import { createWebLocks, type WebLockManager } from './createWebLocks.js';
import { RunLockedError } from './RunLockedError.js';

describe('run locks', () => {
  it('lets one holder work on a run; a second one is refused at once, and the lock frees after', async () => {
    const locks = createProcessLocks();
    let release: () => void = () => {};
    const first = locks.withLock('run-a', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
    await expect(locks.withLock('run-a', async () => 'second')).rejects.toBeInstanceOf(RunLockedError);
    // Another run is not blocked.
    expect(await locks.withLock('run-b', async () => 'other')).toBe('other');
    release();
    expect(await first).toBe('done');
    expect(await locks.withLock('run-a', async () => 'again')).toBe('again');
  });

  it('frees the lock when the task throws', async () => {
    const locks = createProcessLocks();
    await expect(
      locks.withLock('run-a', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await locks.withLock('run-a', async () => 1)).toBe(1);
  });

  it('asks Web Locks with ifAvailable and reports a held lock as RunLockedError', async () => {
    const held = new Set<string>();
    // Node 20 has no navigator.locks: a minimal manager with the same ifAvailable contract.
    const manager: WebLockManager = {
      async request(name, options, callback) {
        expect(options).toEqual({ ifAvailable: true });
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    const locks = createWebLocks(manager);
    expect(locks.kind).toBe('web-locks');
    let release: () => void = () => {};
    const first = locks.withLock('run-a', () => new Promise<void>((resolve) => (release = resolve)));
    await expect(locks.withLock('run-a', async () => 0)).rejects.toBeInstanceOf(RunLockedError);
    release();
    await first;
  });
});

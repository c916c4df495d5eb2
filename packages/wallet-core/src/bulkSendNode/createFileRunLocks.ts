// Node-only: one process per run, through a lock file beside the stored runs (`<run id>.lock` holding the owner's pid).

import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { RunLockedError } from '../bulkSend/RunLockedError.js';
import type { RunLocks } from '../bulkSend/RunLocks.js';

type LockOwner = { pid: number; host: string; since: number };

/** Lock files this process holds (every engine and storage instance of the process shares it). */
const heldByThisProcess = new Set<string>();

/**
 * Locks across Node processes sharing `directory`: `withLock(runId)` creates `<run id>.lock` exclusively (`wx`) with the
 * owner's pid, and removes it when the task ends. A second process (or a second engine in this one) gets
 * `RunLockedError` naming the owner's pid. A lock left by a process that died (its pid no longer runs on this host) is
 * stale and taken over.
 */
export function createFileRunLocks(parameters: { directory: string }): RunLocks {
  const { directory } = parameters;
  return {
    kind: 'file',
    async withLock(name, task) {
      if (!/^0x[0-9a-f]{64}$/.test(name)) throw new TypeError(`not a run id: ${name}`);
      await mkdir(directory, { recursive: true });
      const path = resolve(join(directory, `${name}.lock`));
      if (heldByThisProcess.has(path)) throw new RunLockedError(name, { pid: process.pid });
      heldByThisProcess.add(path);
      try {
        await acquire(path, name);
      } catch (error) {
        heldByThisProcess.delete(path);
        throw error;
      }
      try {
        return await task();
      } finally {
        await rm(path, { force: true });
        heldByThisProcess.delete(path);
      }
    },
  };
}

async function acquire(path: string, runId: string): Promise<void> {
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: Date.now() };
  for (let tries = 0; tries < 3; tries++) {
    try {
      const file = await open(path, 'wx');
      try {
        await file.writeFile(JSON.stringify(owner));
        await file.sync();
      } finally {
        await file.close();
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await readOwner(path);
    if (current === undefined) continue; // released meanwhile: try again
    if (isAlive(current)) throw new RunLockedError(runId, { pid: current.pid });
    // Stale: move it aside atomically, and give it back if what was moved is not the dead owner's (a race with
    // another process that took it over first).
    const aside = `${path}.${process.pid}.stale`;
    try {
      await rename(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = await readOwner(aside);
    if (moved && (moved.pid !== current.pid || moved.since !== current.since) && isAlive(moved)) {
      await rename(aside, path).catch(() => undefined);
      throw new RunLockedError(runId, { pid: moved.pid });
    }
    await rm(aside, { force: true });
  }
  const current = await readOwner(path);
  throw new RunLockedError(runId, current ? { pid: current.pid } : {});
}

async function readOwner(path: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, host: String(owner.host ?? ''), since: Number(owner.since ?? 0) }
      : { pid: -1, host: '', since: 0 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Half-written by a process that died while creating it: treat as stale.
    if (error instanceof SyntaxError) return { pid: -1, host: '', since: 0 };
    throw error;
  }
}

/** Whether the owner still runs (a lock of another host is assumed alive: its pid cannot be checked from here). */
function isAlive(owner: LockOwner): boolean {
  if (owner.pid <= 0) return false;
  if (owner.host && owner.host !== hostname()) return true;
  // This pid, but not held by this process (checked before): left by an earlier process that had the same pid.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

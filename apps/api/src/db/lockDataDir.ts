// A pid file beside the embedded database: a second process (another server, the CLI) must not open it too.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseBusyError } from './DatabaseBusyError.js';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DatabaseBusyError; a stale lock (dead pid) is taken over. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'fanout.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
        throw new DatabaseBusyError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseBusyError(dataDir, -1);
}

// Packs each published package with `pnpm pack` (workspace: ranges become versions, `files` applies) into `outDir`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISHED_PACKAGES, type PublishedPackage } from './PUBLISHED_PACKAGES.js';
import { workspaceRoot } from './workspaceRoot.js';

export type Tarballs = Record<PublishedPackage, string>;

export function packTarballs(outDir: string): Tarballs {
  mkdirSync(outDir, { recursive: true });
  const tarballs = {} as Tarballs;
  for (const name of PUBLISHED_PACKAGES) {
    const before = new Set(readdirSync(outDir));
    execFileSync('pnpm', ['pack', '--pack-destination', outDir], {
      cwd: join(workspaceRoot, 'packages', name.replace('@fanout/', '')),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const made = readdirSync(outDir).filter((file) => file.endsWith('.tgz') && !before.has(file));
    if (made.length !== 1) throw new Error(`pnpm pack of ${name} made ${made.length} tarballs: ${made.join(', ')}`);
    tarballs[name] = join(outDir, made[0] as string);
  }
  return tarballs;
}

// A consumer project outside the workspace: package.json with the given dependencies, then `npm install`.
// Our own packages come from the tarballs, also when one depends on another (overrides), so npm never asks the
// registry for an @fanout name; everything else comes from the registry through the npm cache.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npmEnv } from './npmEnv.js';
import type { PublishedPackage } from './PUBLISHED_PACKAGES.js';
import type { Tarballs } from './packTarballs.js';

export type InstallConsumerParameters = {
  dir: string;
  tarballs: Tarballs;
  /** Our packages the consumer depends on directly. */
  packages: readonly PublishedPackage[];
  /** Registry packages added beside them (name → range). */
  extra?: Record<string, string>;
  /**
   * Whether our packages' dependencies on each other are pointed at the tarballs by `overrides` (default). Without,
   * npm must find them by version among the tarballs the project lists, as after a release.
   */
  overrides?: boolean;
};

export function installConsumer({
  dir,
  tarballs,
  packages,
  extra = {},
  overrides: pinned = true,
}: InstallConsumerParameters): void {
  mkdirSync(dir, { recursive: true });
  const dependencies: Record<string, string> = { ...extra };
  for (const name of packages) dependencies[name] = `file:${tarballs[name]}`;
  const overrides = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies, ...(pinned ? { overrides } : {}) }, null, 2)}\n`,
  );
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env: npmEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

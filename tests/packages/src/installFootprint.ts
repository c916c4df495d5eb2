// What `npm install` put in a project: the packages npm counts ("added N packages") and their bytes on disk.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type InstallFootprint = { packages: string[]; bytes: number };

export function installFootprint(projectDir: string): InstallFootprint {
  const lock = JSON.parse(readFileSync(join(projectDir, 'node_modules', '.package-lock.json'), 'utf8')) as {
    packages: Record<string, { link?: boolean }>;
  };
  const packages = Object.keys(lock.packages)
    .filter((path) => path.startsWith('node_modules/'))
    .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .sort();
  return { packages, bytes: folderBytes(join(projectDir, 'node_modules')) };
}

/** Sum of file sizes (apparent size, as a tarball would hold them) under `dir`. */
function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += folderBytes(path);
    else bytes += lstatSync(path).size;
  }
  return bytes;
}

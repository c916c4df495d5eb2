// What a browser downloads before an entry's code runs: the entry chunk and every chunk it imports statically, each
// minified and gzipped on its own (on-demand chunks such as the BIP-39 word list are left out). The same esbuild
// settings as `bench/keys.bench.mjs`, so the README's size table and the size tests agree.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');

export type BrowserLoad = {
  /** KB (1024 bytes) gzipped, entry plus static chunks. */
  gzipKb: number;
  /** Source files (package-relative) that end up in the load. */
  inputs: string[];
};

/** Bundles `entry` (a path inside the package, e.g. `src/bulkSend/index.ts`) for the browser and measures its first load. */
export async function browserLoad(entry: string): Promise<BrowserLoad> {
  const result = await build({
    absWorkingDir: PACKAGE,
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: 'bench-out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry);
  if (!entryOutput) throw new Error(`no output for ${entry}`);
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const next of outputs[path]?.imports ?? []) if (next.kind === 'import-statement') visit(next.path);
  };
  visit(entryOutput);
  let bytes = 0;
  const inputs = new Set<string>();
  for (const path of loaded) {
    const file = result.outputFiles.find((output) => output.path === join(PACKAGE, path));
    if (!file) throw new Error(`no file for ${path}`);
    bytes += gzipSync(file.contents, { level: 9 }).length;
    for (const input of Object.keys(outputs[path]?.inputs ?? {})) inputs.add(input);
  }
  return { gzipKb: bytes / 1024, inputs: [...inputs] };
}

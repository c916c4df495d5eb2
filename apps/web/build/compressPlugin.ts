// Vite plugin: write brotli (.br) and gzip (.gz) copies of the built text files next to them, so the API's
// static server (preCompressed) sends the small variant to every browser without compressing per request.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this size the compressed copy saves less than a network packet; the server sends the file as it is. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function compressFolder(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    count++;
    bytes += source.length;
    brotliBytes += brotli.length;
  }
  return { files: count, bytes, brotliBytes };
}

export function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fanout-compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (existsSync(outDir)) compressFolder(outDir);
    },
  };
}

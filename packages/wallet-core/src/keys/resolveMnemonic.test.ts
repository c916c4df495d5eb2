// The BIP-39 English word list (about 15 KB of the EVM generator's browser bundle) is fetched only when a mnemonic is
// asked for: bundled for the browser with code splitting, the generators' entry chunks hold none of its words.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { generateEvmWallets } from './generateEvmWallets.js';

/** What a browser loads first for `entry` (its chunk and every chunk it imports statically), and everything else. */
async function browserChunks(entry: string): Promise<{ entry: string; rest: string }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: 'bundle-out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const name = `bundle-out/${entry.slice(entry.lastIndexOf('/') + 1).replace(/\.ts$/, '.js')}`;
  const first = new Set<string>();
  const visit = (path: string) => {
    if (first.has(path)) return;
    first.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(name);
  const textOf = (path: string) => result.outputFiles.find((file) => file.path.endsWith(`/${path}`))?.text ?? '';
  const all = Object.keys(outputs);
  return {
    entry: all
      .filter((path) => first.has(path))
      .map(textOf)
      .join('\n'),
    rest: all
      .filter((path) => !first.has(path))
      .map(textOf)
      .join('\n'),
  };
}

// Words of the English list that no code uses.
const WORDS = ['kangaroo', 'lobster', 'walnut'];

describe('the BIP-39 word list', () => {
  it.each(['./generateEvmWallets.ts', './generateAptosWallets.ts'])(
    'is not in the entry chunk of %s, only in a chunk loaded on demand',
    async (entry) => {
      const { entry: first, rest } = await browserChunks(entry);
      expect(first.length).toBeGreaterThan(1000);
      for (const word of WORDS) {
        expect(first).not.toContain(word);
        expect(rest).toContain(word);
      }
    },
    30_000,
  );

  it('is loaded when a mnemonic is asked for, and gives the standard words', async () => {
    const { mnemonic } = await generateEvmWallets(1, {
      mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    });
    expect(mnemonic.split(' ')).toHaveLength(12);
  });
});

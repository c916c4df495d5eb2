// Issue 22, "one home per shared fact": the zero address, the recipients-per-call cap and the EIP-55 checksum are
// defined once, in @fanout/batch-core; everything else imports them. This test reads every source file of the apps
// and packages (tests left out: they may write expected values by hand) and fails when a second definition appears.
// The forms' contract between the site and the API is held equal by apps/web/src/testing/apiFormContract.test.tsx.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const skipDirs = new Set(['node_modules', 'dist', 'typechain-types', 'storybook-static', 'test-results', 'artifacts']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) sourceFiles(path, out);
    } else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.(test|spec|stories)\.|\.d\.ts$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

const sources = ['apps', 'packages']
  .flatMap((top) => readdirSync(join(root, top)).map((name) => join(root, top, name, 'src')))
  .flatMap((dir) => {
    try {
      return sourceFiles(dir);
    } catch {
      return [];
    }
  })
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

const holding = (pattern: RegExp) =>
  sources
    .filter((file) => pattern.test(file.text))
    .map((file) => file.path)
    .sort();

describe('one home per shared fact', () => {
  it('reads the sources of every app and package', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(sources.some((file) => file.path === 'packages/batch-core/src/limits/constants.ts')).toBe(true);
  });

  it('writes the zero address out once', () => {
    expect(holding(/['"`]0x0{40}['"`]/)).toEqual(['packages/batch-core/src/limits/constants.ts']);
  });

  it('sets the 255 recipients-per-call cap once', () => {
    expect(holding(/\b\w*(recipient|batch|chunk)\w*\s*(:\s*\w+\s*)?=\s*255\b/i)).toEqual([
      'packages/batch-core/src/limits/constants.ts',
    ]);
  });

  it('implements the EIP-55 checksum once', () => {
    // A function of that name that takes its checksum from batch-core (wallet-core's, which names its own error) is a
    // wrapper, not a second implementation.
    const own = holding(/function\s+(toChecksumAddress|getAddress|checksumAddress)\b/).filter(
      (path) => !sources.find((file) => file.path === path)?.text.includes("from '@fanout/batch-core'"),
    );
    expect(own).toEqual(['packages/batch-core/src/address/toChecksumAddress.ts']);
    // The EIP-55 casing rule (digest nibble >= 8 → upper case) is written once: batch-core's isChecksumUpper.
    expect(holding(/>=\s*8\s*\?|& 0x80\) !== 0/)).toEqual(['packages/batch-core/src/address/isChecksumUpper.ts']);
  });
});

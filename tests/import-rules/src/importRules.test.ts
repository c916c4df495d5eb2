// The monorepo's import rules (.dependency-cruiser.cjs at the root) run on fixtures/, a tiny tree with one breach
// per rule beside imports that are allowed: each rule must name exactly its breach, and the check must fail.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const fixtures = join(here, '..', 'fixtures');
const depcruise = join(here, '..', 'node_modules', '.bin', 'depcruise');

interface Violation {
  rule: { name: string; severity: string };
  from: string;
  to: string;
}

let errExit = 0;
let errText = '';
let violations: Violation[] = [];

/** depcruise on fixtures/ with the root config; resolves with its exit code and standard output. */
async function cruise(outputType: string): Promise<{ code: number; stdout: string }> {
  const args = ['apps', 'packages', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', outputType];
  return promisify(execFile)(depcruise, args, { cwd: fixtures, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

beforeAll(async () => {
  // `err` is what the lint step runs (its exit code is the count of errors); `json` lists the violations.
  const [err, json] = await Promise.all([cruise('err'), cruise('json')]);
  errExit = err.code;
  errText = err.stdout;
  violations = JSON.parse(json.stdout).summary.violations;
});

const breaches = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from} → ${v.to}`)
    .sort();

describe('import rules on a tree with one breach each', () => {
  it('fail the check as the lint step runs it, each breach an error', () => {
    expect(errExit).toBe(12);
    expect(errText).toContain('12 dependency violations (12 errors, 0 warnings)');
    expect(violations.every((v) => v.rule.severity === 'error')).toBe(true);
  });

  it('find the circle and nothing else as circular', () => {
    expect(breaches('no-circular')).toEqual(['packages/lib/src/a.ts → packages/lib/src/b.ts']);
  });

  it('find the package that imports an app', () => {
    expect(breaches('no-package-imports-app')).toEqual(['packages/lib/src/usesApp.ts → apps/web/src/app/startApp.ts']);
  });

  it('find ui reaching wallet and chain code, by path or by package name', () => {
    expect(breaches('ui-no-wallet-or-chain')).toEqual([
      'packages/ui/src/Button.ts → ethers',
      'packages/ui/src/Button.ts → packages/wallet-core/src/index.ts',
      'packages/ui/src/WalletButton.ts → @fanout/wallet-core',
    ]);
  });

  it("find a feature reaching past another feature's index.ts, not the import through it", () => {
    expect(breaches('feature-only-through-index')).toEqual([
      'apps/web/src/features/tool/ToolPage.ts → apps/web/src/features/wallet/useWallet.ts',
    ]);
  });

  it("find app/ or site/ reaching past a feature's doors, not the imports through index.ts or a side door", () => {
    // app/startApp.ts imports the Tool through its index.ts; site/nav/SiteNav.ts imports the wallet's side door
    // index.nav.ts (allowed) and ConnectSlot.ts past it (the breach).
    expect(breaches('app-and-site-only-through-index')).toEqual([
      'apps/web/src/site/nav/SiteNav.ts → apps/web/src/features/wallet/ConnectSlot.ts',
    ]);
  });

  it("find an app reaching past the engine packages' published entry points, by name or by path", () => {
    // apps/api/src/engineImports.ts imports '@fanout/wallet-core', '@fanout/wallet-core/bulk-send' and
    // '@fanout/contracts/chain' (entries in their package.json `exports`: allowed), then src/, dist/ and a deep file.
    expect(breaches('apps-engine-only-through-entries')).toEqual([
      'apps/api/src/engineImports.ts → @fanout/batch-core/dist/index.js',
      'apps/api/src/engineImports.ts → @fanout/contracts/chain/LOCAL_CHAIN',
      'apps/api/src/engineImports.ts → @fanout/wallet-core/src/bulkSend/index.js',
    ]);
    expect(breaches('apps-engine-not-by-path')).toEqual([
      'apps/api/src/engineImports.ts → packages/wallet-core/src/index.ts',
    ]);
  });

  it('find the private test fixtures in a package source, not in a test beside it or an e2e helper', () => {
    // packages/lib/src/usesTestChain.test.ts and apps/web/e2e/usesTestChain.ts import @fanout/test-chain too (allowed).
    expect(breaches('test-fixtures-only-in-tests')).toEqual([
      'packages/lib/src/usesTestChain.ts → @fanout/test-chain/safe-contracts',
    ]);
  });

  it('name no other breach', () => {
    expect(violations).toHaveLength(12);
  });
});

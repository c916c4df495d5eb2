// The published packages as a developer outside the monorepo gets them: `pnpm pack`, `npm install` of the
// tarballs into a project in the system's temp folder, then the README examples run from the tarball, a
// --strict TypeScript consumer type-checks under nodenext and bundler, and the install meets its size goals.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_GOALS } from './INSTALL_GOALS.js';
import { installConsumer } from './installConsumer.js';
import { installFootprint } from './installFootprint.js';
import { npmEnv } from './npmEnv.js';
import { PUBLISHED_PACKAGES, type PublishedPackage } from './PUBLISHED_PACKAGES.js';
import { packTarballs } from './packTarballs.js';
import { readmeExamples } from './readmeExamples.js';
import { workspaceRoot } from './workspaceRoot.js';

const work = mkdtempSync(join(tmpdir(), 'fanout-packages-'));
const tarballs = packTarballs(join(work, 'tarballs'));
const unpacked = Object.fromEntries(
  PUBLISHED_PACKAGES.map((name) => {
    const dir = join(work, 'unpacked', name);
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-xzf', tarballs[name], '-C', dir, '--strip-components=1']);
    return [name, dir];
  }),
) as Record<PublishedPackage, string>;
const project = join(work, 'consumer');
const tscPath = createRequire(import.meta.url).resolve('typescript/bin/tsc');

afterAll(() => {
  if (!process.env.KEEP_PACKAGE_TESTS) rmSync(work, { recursive: true, force: true });
});

type Manifest = {
  license?: string;
  engines?: { node?: string };
  repository?: { type?: string; url?: string; directory?: string };
  publishConfig?: { access?: string };
  exports: Record<string, Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  optionalDependencies?: Record<string, string>;
};

function manifestOf(name: PublishedPackage): Manifest {
  return JSON.parse(readFileSync(join(unpacked[name], 'package.json'), 'utf8')) as Manifest;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const execFileAsync = promisify(execFile);

/** Runs a command to its end (asynchronously, so concurrent tests overlap); rejects with its output on failure. */
async function run(command: string, args: string[], cwd: string, timeout = 180_000): Promise<string> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, { cwd, env: npmEnv(), timeout, maxBuffer: 1 << 26 });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout = '', stderr = '', code } = error as { stdout?: string; stderr?: string; code?: unknown };
    throw new Error(`${command} ${args.join(' ')} exited ${String(code)}:\n${stderr}\n${stdout}`);
  }
}

/** Runs `node file` in the consumer project; its output, or a failure with stderr when it exits non-zero. */
function runNode(file: string): Promise<string> {
  return run(process.execPath, [file], project);
}

describe.each(PUBLISHED_PACKAGES)('the %s tarball', (name) => {
  const manifest = manifestOf(name);
  const files = filesUnder(unpacked[name]);

  it('carries the MIT licence, engines, repository and public access', () => {
    expect(manifest.license).toBe('MIT');
    expect(files).toContain('LICENSE');
    expect(readFileSync(join(unpacked[name], 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(manifest.engines?.node).toMatch(/^>=\d+\.\d+/);
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\/.+\.git$/);
    expect(manifest.repository?.directory).toBe(`packages/${name.replace('@fanout/', '')}`);
    expect(manifest.publishConfig?.access).toBe('public');
  });

  it('holds the built code, no sources or tests, and every export target', () => {
    expect(files.filter((file) => /^(src|test|bench|scripts)\//.test(file) || /\.test\./.test(file))).toEqual([]);
    for (const [subpath, conditions] of Object.entries(manifest.exports)) {
      for (const target of Object.values(conditions)) {
        expect(existsSync(join(unpacked[name], target)), `${subpath} → ${target}`).toBe(true);
      }
    }
    const ranges = { ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies };
    expect(Object.values(ranges).filter((range) => range.startsWith('workspace:'))).toEqual([]);
  });

  it('ships source maps only with their sources embedded', () => {
    const missing: string[] = [];
    for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
      const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(unpacked[name], file), 'utf8'))?.[1];
      if (url && !files.includes(join(dirname(file), url))) missing.push(`${file} → ${url}`);
    }
    expect(missing).toEqual([]);
    const withoutSources = files
      .filter((file) => file.endsWith('.map'))
      .filter((file) => {
        const map = JSON.parse(readFileSync(join(unpacked[name], file), 'utf8')) as {
          sources: string[];
          sourcesContent?: (string | null)[];
        };
        return map.sources.some((_, i) => typeof map.sourcesContent?.[i] !== 'string');
      });
    expect(withoutSources).toEqual([]);
  });

  it('has a README with no references to the monorepo', () => {
    const readme = readFileSync(join(unpacked[name], 'README.md'), 'utf8');
    const references = readme
      .split('\n')
      .filter((line) => /pnpm --filter|SPEC §|\bapps\/|packages\/[a-z-]+\/|\.\.\/dist|workspace:/.test(line));
    expect(references).toEqual([]);
  });
});

describe('pnpm publish --dry-run', () => {
  it.concurrent.for(PUBLISHED_PACKAGES)('passes for %s, with public access', async (name, { expect }) => {
    const dir = join(workspaceRoot, 'packages', name.replace('@fanout/', ''));
    // pnpm's own environment (not npmEnv): this runs in the workspace, as a maintainer would
    const { stdout, stderr } = await execFileAsync('pnpm', ['publish', '--dry-run', '--no-git-checks'], { cwd: dir });
    expect(`${stdout}${stderr}`).toMatch(/public access \(dry-run\)/);
  });
});

describe('npm install of @fanout/batch-core alone', () => {
  const dir = join(work, 'batch-core-only');
  beforeAll(() => installConsumer({ dir, tarballs, packages: ['@fanout/batch-core'] }));

  it('installs no other package', () => {
    const manifest = manifestOf('@fanout/batch-core');
    expect({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies }).toEqual({});
    expect(installFootprint(dir).packages).toEqual(['@fanout/batch-core']);
  });
});

describe('npm install of @fanout/wallet-core', () => {
  beforeAll(() => installConsumer({ dir: project, tarballs, packages: ['@fanout/wallet-core'] }));

  it(`stays under ${INSTALL_GOALS.walletCoreMaxPackages} packages and ${INSTALL_GOALS.walletCoreMaxBytes / 1e6} MB with its dependencies`, () => {
    const { packages, bytes } = installFootprint(project);
    console.log(
      `wallet-core install: ${packages.length} packages, ${(bytes / 1e6).toFixed(1)} MB\n  ${packages.join(' ')}`,
    );
    expect(packages).toContain('@fanout/batch-core');
    expect(packages).toContain('@fanout/contracts');
    expect(packages).not.toContain('hardhat');
    expect(packages.length).toBeLessThan(INSTALL_GOALS.walletCoreMaxPackages);
    expect(bytes).toBeLessThan(INSTALL_GOALS.walletCoreMaxBytes);
  });

  it('installs one copy of each noble library (the versions ethers pins)', () => {
    const { packages } = installFootprint(project);
    for (const name of ['@noble/hashes', '@noble/curves']) {
      expect(packages.filter((installed) => installed === name)).toHaveLength(1);
    }
  });

  it('loads every entry point from CommonJS (require of ESM, Node >= 20.19)', async () => {
    const entries = PUBLISHED_PACKAGES.flatMap((name) =>
      Object.keys(manifestOf(name).exports).map((subpath) => `${name}${subpath.slice(1)}`),
    );
    const file = join(project, 'require.cjs');
    writeFileSync(
      file,
      `for (const id of ${JSON.stringify(entries)}) {\n` +
        `  const keys = Object.keys(require(id));\n` +
        `  if (keys.length === 0) throw new Error(id + ' has no exports');\n` +
        `  console.log(id, keys.length);\n}\n`,
    );
    expect((await runNode(file)).trim().split('\n')).toHaveLength(entries.length);
  });

  it('says how to install hardhat when the local chain is started without it', async () => {
    const file = join(project, 'chain-without-hardhat.mjs');
    writeFileSync(
      file,
      `import { startLocalChain } from '@fanout/contracts/chain';\n` +
        `try { await startLocalChain({ stateFile: false }); console.log('started'); process.exit(1); }\n` +
        `catch (error) { console.log(error.name + ': ' + error.message); }\n`,
    );
    expect(await runNode(file)).toMatch(/LocalChainError: .*Hardhat 2.*npm install --save-dev hardhat@2/);
  });
});

describe('npm install of @fanout/wallet-core in an app on another ethers 6 release', () => {
  const dir = join(work, 'ethers-6.16');
  beforeAll(() => installConsumer({ dir, tarballs, packages: ['@fanout/wallet-core'], extra: { ethers: '6.16.0' } }));

  it("uses the app's ethers (a peer dependency), so the app's Wallet and Contract types are the packages' own", () => {
    expect(manifestOf('@fanout/wallet-core').peerDependencies?.ethers).toMatch(/^\^6\./);
    expect(manifestOf('@fanout/contracts').peerDependencies?.ethers).toMatch(/^\^6\./);
    expect(manifestOf('@fanout/wallet-core').dependencies?.ethers).toBeUndefined();
    expect(manifestOf('@fanout/contracts').dependencies?.ethers).toBeUndefined();
    const { packages } = installFootprint(dir);
    expect(packages.filter((installed) => installed === 'ethers')).toHaveLength(1);
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', 'ethers', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe('6.16.0');
  });
});

describe('npm install of the three tarballs side by side, without overrides', () => {
  const dir = join(work, 'side-by-side');
  beforeAll(() => installConsumer({ dir, tarballs, packages: PUBLISHED_PACKAGES, overrides: false }));

  it('finds each package once, at the version the others ask for', () => {
    const { packages } = installFootprint(dir);
    for (const name of PUBLISHED_PACKAGES) expect(packages.filter((installed) => installed === name)).toHaveLength(1);
    const version = (name: PublishedPackage) =>
      (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version;
    expect(manifestOf('@fanout/wallet-core').dependencies?.['@fanout/batch-core']).toBe(version('@fanout/batch-core'));
    expect(manifestOf('@fanout/wallet-core').dependencies?.['@fanout/contracts']).toBe(version('@fanout/contracts'));
  });

  it('type-checks a switch (e.name) that narrows, for each package’s errors', async () => {
    cpSync(join(workspaceRoot, 'tests', 'packages', 'fixtures', 'errorNames.ts'), join(dir, 'errorNames.ts'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        files: ['errorNames.ts'],
      }),
    );
    expect(await run(process.execPath, [tscPath, '-p', dir], dir)).toBe('');
  });
});

describe('README examples, run from the installed tarballs', () => {
  beforeAll(() =>
    installConsumer({
      dir: project,
      tarballs,
      packages: PUBLISHED_PACKAGES,
      // the local chain's optional peer, and Node's types for the TypeScript consumer
      extra: { hardhat: '~2.29.1', '@types/node': '^20.19.43' },
    }),
  );

  const cases = PUBLISHED_PACKAGES.flatMap((name) =>
    readmeExamples(readFileSync(join(unpacked[name], 'README.md'), 'utf8')).map((example) => ({ name, ...example })),
  );

  it('finds examples in every README', () => {
    for (const name of PUBLISHED_PACKAGES) expect(cases.filter((c) => c.name === name).length).toBeGreaterThan(0);
  });

  it.concurrent.for(cases)('$name README example $index (line $line) runs in Node', async ({ name, index, code }) => {
    const js = ts.transpileModule(code, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const file = join(project, `readme-${name.replace('@fanout/', '')}-${index}.mjs`);
    writeFileSync(file, js);
    await runNode(file);
  });

  const shipped = PUBLISHED_PACKAGES.flatMap((name) =>
    filesUnder(unpacked[name])
      .filter((file) => /^examples\/.*\.m?js$/.test(file))
      .map((file) => ({ name, file })),
  );

  it("ships batch-core's and wallet-core's runnable examples", () => {
    expect(shipped).toContainEqual({ name: '@fanout/batch-core', file: 'examples/quickstart.mjs' });
    expect(shipped).toContainEqual({ name: '@fanout/wallet-core', file: 'examples/bulk-send-node.mjs' });
  });

  it.concurrent.for(shipped)('$name $file runs from node_modules', async ({ name, file }) => {
    await runNode(join(project, 'node_modules', name, file));
  });

  it.concurrent.for(['nodenext', 'bundler'] as const)(
    'type-checks a --strict consumer under %s resolution',
    async (resolution, { expect }) => {
      const dir = join(project, `ts-${resolution}`);
      mkdirSync(dir, { recursive: true });
      cpSync(join(workspaceRoot, 'tests', 'packages', 'fixtures', 'consumer.ts'), join(dir, 'consumer.ts'));
      const compilerOptions =
        resolution === 'nodenext'
          ? { module: 'nodenext', moduleResolution: 'nodenext' }
          : { module: 'esnext', moduleResolution: 'bundler' };
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            ...compilerOptions,
            target: 'es2022',
            lib: ['es2022'],
            types: ['node'],
            strict: true,
            noEmit: true,
            skipLibCheck: false,
          },
          files: ['consumer.ts'],
        }),
      );
      // a type-only package.json beside it so nodenext reads consumer.ts as ESM
      writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
      expect(await run(process.execPath, [tscPath, '-p', dir], dir)).toBe('');
    },
  );
});

describe('the changelog (changesets)', () => {
  it('plans releases of published packages only, and each has a CHANGELOG.md or a pending changeset for one', () => {
    const output = join(work, 'changeset-status.json');
    execFileSync('pnpm', ['exec', 'changeset', 'status', `--output=${output}`], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const status = JSON.parse(readFileSync(output, 'utf8')) as { releases: { name: string; type: string }[] };
    // private dependents (the apps) are listed with type 'none': not released
    const planned = status.releases.filter((release) => release.type !== 'none').map((release) => release.name);
    expect(planned.filter((name) => !(PUBLISHED_PACKAGES as readonly string[]).includes(name))).toEqual([]);
    for (const name of PUBLISHED_PACKAGES) {
      const changelog = join(workspaceRoot, 'packages', name.replace('@fanout/', ''), 'CHANGELOG.md');
      expect(existsSync(changelog) || planned.includes(name), name).toBe(true);
    }
  });
});

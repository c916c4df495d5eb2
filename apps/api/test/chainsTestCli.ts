// The `chains` CLI in process against a test app's database, and GET /api/chains as the site reads it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChainSettings } from '@fanout/wallet-core/chain-settings';
import { expect } from 'vitest';
import type { ChainsConfig } from '../src/chains/ChainsConfig.js';
import { chainsCommand } from '../src/chains/chainsCommand.js';
import { buildTestApp, type TestApp } from './helper.js';

/** A test app serving a one-page site (so a page's CSP can be read); `close()` removes the site too. */
export async function buildChainsTestApp(config: ChainsConfig): Promise<TestApp> {
  const web = mkdtempSync(join(tmpdir(), 'fanout-chains-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Fanout</title>');
  const t = await buildTestApp({ chains: config, webDist: web });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    },
  };
}

/** `cli(sub, ...args)` runs `chains <sub>`; `output()` is what its last call printed. */
export function chainsTestCli(app: () => TestApp, config: ChainsConfig) {
  let output = '';
  const cli = (...args: string[]) => {
    output = '';
    return chainsCommand(
      app().app.db,
      args[0],
      args.slice(1),
      (s) => {
        output += s;
      },
      config,
    );
  };
  return { cli, output: () => output };
}

/** The served settings (asserting a 200). */
export async function servedChains(t: TestApp): Promise<ChainSettings> {
  const res = await t.app.inject({ method: 'GET', url: '/api/chains' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ChainSettings }).data;
}

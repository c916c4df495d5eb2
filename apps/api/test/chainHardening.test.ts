// What an operator's typo or a restored row can do to the site, on a real database (PGlite, and PostgreSQL in the
// postgres project, there with two apps sharing it): an RPC URL can never add a CSP directive or policy nor blow the
// header up, a stored row that breaks the rules is skipped (logged, named by /readyz and `cli chains list`) instead of
// crashing the process, and each chain serves how many confirmations make a block final.

import type { ChainSettings } from '@fanout/wallet-core/chain-settings';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { ChainsConfig } from '../src/chains/ChainsConfig.js';
import { chainsCommand } from '../src/chains/chainsCommand.js';
import { InvalidChainSettingError } from '../src/chains/InvalidChainSettingError.js';
import { securityHeadersFollowingRpcs } from '../src/chains/securityHeadersFollowingRpcs.js';
import { securityHeaders } from '../src/web/securityHeaders.js';
import { buildTestApp, dbKind, type TestApp, testConfig } from './helper.js';

const config: ChainsConfig = { owner: null, salt: null, cacheMs: 0 };
const csp = { connectSrc: ['https://polygon-rpc.com'], frameSrc: [], mediaSrc: [], imgSrc: [] };

async function served(app: FastifyInstance): Promise<ChainSettings> {
  const res = await app.inject({ method: 'GET', url: '/api/chains' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ChainSettings }).data;
}

function directives(policy: string): string[] {
  return policy.split('; ').map((d) => d.split(' ')[0] as string);
}

const hostile = [
  'https://polygon.drpc.org%3Bsandbox',
  'https://polygon.drpc.org%2Cscript-src',
  'https://polygon.drpc.org;sandbox',
  'https://a.example,b.example',
  'https://*',
  'https://*.example',
  'https://a.example sandbox',
  'https://a.example\tsandbox',
  'https://a.example%0Asandbox',
  'https://a.example%09x',
  'https://xn--a;b.example',
  `https://${'a'.repeat(93_000)}.example`,
  'https://a.example/%3B;sandbox', // path: only the origin goes into the policy
  'https://[::1;sandbox]',
  'javascript:alert(1)',
];

describe('the CSP built from RPC URLs', () => {
  it('no served value adds a directive or a policy, and the header stays under 8 KB', () => {
    const headers = securityHeadersFollowingRpcs(csp);
    const base = securityHeaders(csp)['content-security-policy'] as string;
    const many = Array.from({ length: 3000 }, (_, i) => `https://rpc${i}.example/key`);
    for (const urls of [hostile, many, [...hostile, ...many]]) {
      const policy = headers(urls)['content-security-policy'] as string;
      expect(directives(policy)).toEqual(directives(base));
      expect(policy).not.toMatch(/[,\n\t%*]/);
      expect(Buffer.byteLength(policy)).toBeLessThan(8192);
    }
    const policy = headers(['https://a.example/%3B;sandbox', 'https://rpc.example:8545/x'])['content-security-policy'];
    expect(policy).toContain("connect-src 'self' https://polygon-rpc.com https://a.example https://rpc.example:8545;");
  });
});

describe('cli chains set refuses what would break the CSP', () => {
  let t: TestApp;
  const cli = (...args: string[]) => chainsCommand(t.app.db, args[0], args.slice(1), () => {}, config);
  beforeAll(async () => {
    t = await buildTestApp({ chains: config });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses escapes, separators, wildcards, too many and too long URLs by name, writing nothing', async () => {
    const before = await served(t.app);
    for (const rpc of [
      'https://polygon.drpc.org%3Bsandbox',
      'https://polygon.drpc.org%2Cx',
      'https://polygon.drpc.org;sandbox',
      'https://*',
      'https://*.drpc.org',
      `https://${'a'.repeat(91_000)}.example`,
      `https://rpc.example/${'k'.repeat(600)}`,
      Array.from({ length: 9 }, (_, i) => `https://rpc${i}.example`).join(','),
      Array.from({ length: 3000 }, (_, i) => `https://rpc${i}.example`).join(','),
    ]) {
      await expect(cli('set', '137', '--rpc', rpc), rpc.slice(0, 60)).rejects.toBeInstanceOf(InvalidChainSettingError);
    }
    expect(await served(t.app)).toEqual(before);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(directives(String(health.headers['content-security-policy']))).toContain('script-src');
    expect(String(health.headers['content-security-policy'])).not.toContain('sandbox');
  });

  it('refuses the RPC origins of many chains together once they would pass the header budget', async () => {
    // 8 long hosts a chain: each chain fits, enough of them together do not.
    const host = (c: number, i: number) => `https://${'h'.repeat(60)}${c}x${i}.${'d'.repeat(60)}.example`;
    let refused: unknown;
    for (let c = 0; c < 20 && !refused; c++) {
      const urls = Array.from({ length: 8 }, (_, i) => host(c, i)).join(',');
      await cli(
        'set',
        String(900_000 + c),
        '--name',
        `Chain ${c}`,
        '--native-symbol',
        'C',
        '--native-decimals',
        '18',
        '--rpc',
        urls,
      ).catch((err: unknown) => {
        refused = err;
      });
    }
    expect(refused).toBeInstanceOf(InvalidChainSettingError);
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(Buffer.byteLength(String(res.headers['content-security-policy']))).toBeLessThan(8192);
  });

  it('refuses a chain id the database cannot hold and invisible or direction-changing characters in names', async () => {
    await expect(cli('set', '4294967296', '--name', 'Big')).rejects.toBeInstanceOf(InvalidChainSettingError);
    for (const name of ['Poly\u202Egon', 'Poly\u0085gon', 'Poly\u200Bgon', 'Poly\u2028gon', 'Poly\uFEFFgon']) {
      await expect(cli('set', '137', '--name', name)).rejects.toBeInstanceOf(InvalidChainSettingError);
    }
    expect((await served(t.app)).chains[0]?.name).toBe('Polygon');
  });
});

describe('finalityConfirmations', () => {
  let t: TestApp;
  const cli = (...args: string[]) => chainsCommand(t.app.db, args[0], args.slice(1), () => {}, config);
  beforeAll(async () => {
    t = await buildTestApp({ chains: config });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served per chain with built-in defaults, settable 1..10000 with the CLI', async () => {
    const byId = (s: ChainSettings) => new Map(s.chains.map((c) => [c.id, c.finalityConfirmations]));
    const defaults = byId(await served(t.app));
    expect(Object.fromEntries(defaults)).toEqual({
      137: 256,
      80002: 256,
      1: 64,
      56: 15,
      42161: 64,
      8453: 64,
      10: 64,
    });
    expect(await cli('set', '56', '--finality-confirmations', '20')).toBe(0);
    expect(byId(await served(t.app)).get(56)).toBe(20);
    for (const bad of ['0', '10001', '1.5', '-3', 'x']) {
      await expect(cli('set', '56', '--finality-confirmations', bad)).rejects.toBeInstanceOf(InvalidChainSettingError);
    }
    expect(
      await cli(
        'set',
        '31337',
        '--name',
        'Local',
        '--native-symbol',
        'ETH',
        '--native-decimals',
        '18',
        '--rpc',
        'http://127.0.0.1:8545',
      ),
    ).toBe(0);
    expect(byId(await served(t.app)).get(31337)).toBe(64);
  });
});

describe('a stored row that breaks the rules', () => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  const apps = () => [t.app, ...(second ? [second] : [])];
  beforeAll(async () => {
    t = await buildTestApp({ chains: config });
    // PostgreSQL: a second app (another process's view) on the same database.
    if (dbKind === 'postgres') {
      second = await buildApp(testConfig(t.database.config, { chains: config }));
      await second.ready();
    }
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const badRows: [string, string][] = [
    ['rpc_urls not a url', `insert into chain_settings (chain_id, rpc_urls) values (137, '["not a url"]')`],
    ['rpc_urls not a list', `insert into chain_settings (chain_id, rpc_urls) values (137, '"https://a.example"')`],
    [
      'rpc_urls CSP escape',
      `insert into chain_settings (chain_id, rpc_urls) values (137, '["https://a.example%3Bsandbox"]')`,
    ],
    ['rpc_urls numbers', `insert into chain_settings (chain_id, rpc_urls) values (137, '[1, 2]')`],
    ['name bidi override', `insert into chain_settings (chain_id, name) values (137, E'Poly\\u202Egon')`],
    ['explorer javascript:', `insert into chain_settings (chain_id, explorer_url) values (137, 'javascript:alert(1)')`],
    ['bulksend not an address', `insert into chain_settings (chain_id, bulk_send_address) values (137, '0x12')`],
    ['decimals 99', `insert into chain_settings (chain_id, native_decimals) values (137, 99)`],
    ['finality 0', `insert into chain_settings (chain_id, finality_confirmations) values (137, 0)`],
  ];

  it.each(badRows)(
    '%s: every app keeps serving, leaves the chain out, /readyz and cli chains list name it',
    async (_kind, insert) => {
      await t.app.db.execute(sql`delete from chain_settings`);
      await t.app.db.execute(sql.raw(insert));
      for (const app of apps()) {
        const page = await app.inject({ method: 'GET', url: '/healthz' });
        expect(page.statusCode).toBe(200);
        const s = await served(app);
        expect(s.chains.map((c) => c.id)).not.toContain(137);
        expect(s.defaultChainId).toBe(80002);
        expect(String(page.headers['content-security-policy'])).not.toContain('sandbox');
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json().unusableChains).toEqual([expect.objectContaining({ chainId: 137 })]);
      }
      let output = '';
      await chainsCommand(
        t.app.db,
        'list',
        [],
        (s) => {
          output += s;
        },
        config,
      );
      expect(output).toMatch(/\n137\t.*UNUSABLE: /);
      // Fixed by the operator: served again, /readyz clear.
      await t.app.db.execute(sql`delete from chain_settings`);
      for (const app of apps()) {
        expect((await served(app)).chains[0]?.id).toBe(137);
        expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
      }
    },
  );

  it('a bad pay-token row leaves out that token only', async () => {
    await t.app.db.execute(
      sql`insert into chain_tokens (chain_id, address, symbol, decimals) values (137, 'nope', 'X', 6)`,
    );
    const polygon = (await served(t.app)).chains.find((c) => c.id === 137);
    expect(polygon?.payTokens.map((p) => p.address)).not.toContain('nope');
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().unusableChains).toEqual([
      expect.objectContaining({ chainId: 137 }),
    ]);
    await t.app.db.execute(sql`delete from chain_tokens`);
  });

  it('stored text never reaches /readyz, and its log line stays short and free of control bytes', async () => {
    const lines: string[] = [];
    const own = await buildTestApp({
      chains: config,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await own.app.db.execute(
        sql`insert into chain_tokens (chain_id, address, symbol, decimals)
          values (137, E'0x\u009b[2J' || repeat('A', 100000), E'\u009bX', 6)`,
      );
      await own.app.db.execute(
        sql`insert into chain_settings (chain_id, name) values (80002, E'Amoy\u009b' || repeat('x', 50000))`,
      );
      const ready = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        unusableChains: [
          { chainId: 80002, field: 'name' },
          { chainId: 137, field: 'pay_token' },
        ],
      });
      const logged = lines.filter((l) => l.includes('break the rules'));
      expect(logged).toHaveLength(1);
      for (const line of lines) {
        expect(line.length).toBeLessThan(4096);
        expect(line).not.toMatch(/[\u0080-\u009f]/);
      }
    } finally {
      await own.close();
    }
  });
});

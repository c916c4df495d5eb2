import { BULK_SEND_DEFAULT_SALT, predictBulkSendAddress, predictBulkSendV3Address } from '@fanout/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChainFactsMissingError } from '../src/chains/ChainFactsMissingError.js';
import { ChainSettingsCache } from '../src/chains/ChainSettingsCache.js';
import type { ChainsConfig } from '../src/chains/ChainsConfig.js';
import { InsecureRpcUrlError } from '../src/chains/InsecureRpcUrlError.js';
import { InvalidAddressError } from '../src/chains/InvalidAddressError.js';
import { InvalidChainSettingError } from '../src/chains/InvalidChainSettingError.js';
import { UnknownChainError } from '../src/chains/UnknownChainError.js';
import { runCli } from '../src/cli/runCli.js';
import { buildChainsTestApp, chainsTestCli, servedChains } from './chainsTestCli.js';
import { buildTestApp, type TestApp } from './helper.js';

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const POLYGON_USDT = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
const POLYGON_USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';

const chains = servedChains;

describe('GET /api/chains without BULKSEND_OWNER', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ chains: { owner: null, salt: null, cacheMs: 0 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers the seven chains out of the box, Polygon first and default, with facts and stablecoins', async () => {
    const data = await chains(t);
    expect(data.defaultChainId).toBe(137);
    expect(data.chains.map((c) => c.id)).toEqual([137, 80002, 1, 56, 42161, 8453, 10]);
    const [polygon] = data.chains;
    expect(polygon).toMatchObject({
      name: 'Polygon',
      nativeCurrency: { symbol: 'POL', decimals: 18 },
      explorerUrl: 'https://polygonscan.com',
      testnet: false,
    });
    expect(polygon?.rpcUrls[0]).toMatch(/^https:\/\//);
    expect(polygon?.payTokens).toEqual([
      { symbol: 'USDT', address: POLYGON_USDT, decimals: 6, default: true, source: 'tokenList' },
      { symbol: 'USDC', address: POLYGON_USDC, decimals: 6, default: false, source: 'tokenList' },
    ]);
    const bsc = data.chains.find((c) => c.id === 56);
    expect(bsc?.nativeCurrency.symbol).toBe('BNB');
    expect(bsc?.payTokens.map((t) => [t.symbol, t.decimals])).toEqual([
      ['USDT', 18],
      ['USDC', 18],
    ]);
    expect(data.chains.find((c) => c.id === 80002)).toMatchObject({ testnet: true, payTokens: [] });
  });

  it('has no BulkSend address and offers no deploy, saying why', async () => {
    for (const chain of (await chains(t)).chains) {
      expect(chain.bulkSend).toEqual({
        address: null,
        source: 'none',
        reason: 'ownerNotConfigured',
        version: 'v3',
        older: [],
      });
      expect(chain.deploy).toMatchObject({ offered: false, owner: null, reason: 'ownerNotConfigured' });
    }
  });

  it('is cacheable for a minute and revalidates with its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chains' });
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/chains', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await runCli(['chains', 'set', '137', '--explorer', 'https://polygonscan.example'], t.app.db, () => {});
    const changed = await t.app.inject({ method: 'GET', url: '/api/chains', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await runCli(['chains', 'remove', '137'], t.app.db, () => {});
  });

  it('keeps the seed contract list working', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contract/list' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { list: unknown[] } }).data.list.length).toBeGreaterThanOrEqual(2);
  });
});

describe('chains managed with the CLI, served by the API', () => {
  let t: TestApp;
  const config: ChainsConfig = { owner, salt: null, cacheMs: 0 };
  const { cli, output } = chainsTestCli(() => t, config);
  beforeAll(async () => {
    t = await buildChainsTestApp(config);
  });
  afterAll(async () => {
    await t.close();
  });

  it("with an owner, every chain gets v3's predicted address and its deploy offer, v2's predicted one as older", async () => {
    const predicted = predictBulkSendV3Address({ owner });
    for (const chain of (await chains(t)).chains) {
      expect(chain.bulkSend).toEqual({
        address: predicted,
        source: 'predicted',
        reason: null,
        version: 'v3',
        older: [{ address: predictBulkSendAddress({ owner }), version: 'v2' }],
      });
      expect(chain.deploy).toEqual({ offered: true, owner, salt: BULK_SEND_DEFAULT_SALT, reason: null });
    }
  });

  it('a configured BulkSend address wins and needs no deploy; "predicted" goes back', async () => {
    // Deployed by other means (here: the local chain's BulkSend, owner = its first account).
    const deployed = '0x695871a0Ae9bD91C388ee574B7554020bd5b5a81';
    expect(await cli('set', '8453', '--bulksend', deployed)).toBe(0);
    const base = (await chains(t)).chains.find((c) => c.id === 8453);
    expect(base?.bulkSend).toEqual({ address: deployed, source: 'configured', reason: null, version: 'v3', older: [] });
    expect(base?.deploy).toMatchObject({ offered: false, reason: 'addressConfigured' });
    // GET /api/contract/list answers from the same settings: each served chain's BulkSend, by chain id; a disabled
    // chain leaves both.
    await cli('disable', '10');
    const served = (await chains(t)).chains;
    const list = (await t.app.inject({ url: '/api/contract/list' })).json().data.list;
    expect(list.slice(2)).toEqual(
      served
        .map((c) => ({ kind: 'bulkSend', chainId: c.id, address: c.bulkSend.address, name: 'BulkSend' }))
        .sort((a, b) => a.chainId - b.chainId),
    );
    expect(list.map((e: { chainId: number }) => e.chainId)).toEqual([0, 0, 1, 56, 137, 8453, 42161, 80002]);
    expect(list.find((e: { chainId: number }) => e.chainId === 8453)?.address).toBe(deployed);
    await cli('enable', '10');
    await cli('set', '8453', '--bulksend', 'predicted');
    expect((await chains(t)).chains.find((c) => c.id === 8453)?.bulkSend.source).toBe('predicted');
  });

  it('an RPC set by the operator is served and the CSP connect-src follows it', async () => {
    await cli('set', '137', '--rpc', 'https://polygon.rpc.example/key123,https://backup.rpc.example');
    expect((await chains(t)).chains[0]?.rpcUrls).toEqual([
      'https://polygon.rpc.example/key123',
      'https://backup.rpc.example',
    ]);
    // The built site's page: the browser may call the operator's RPCs from it.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const connectSrc = csp.split('; ').find((d) => d.startsWith('connect-src ')) ?? '';
    expect(connectSrc.split(' ')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://polygon-rpc.com',
        'https://polygon.rpc.example',
        'https://backup.rpc.example',
      ]),
    );
    // A chain's RPC origin leaves the CSP with the chain.
    await cli('disable', '137');
    expect((await chains(t)).defaultChainId).toBe(80002);
    const after = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(after).not.toContain('polygon.rpc.example');
    await cli('enable', '137');
    expect((await chains(t)).defaultChainId).toBe(137);
    await cli('remove', '137');
    expect((await chains(t)).chains[0]?.rpcUrls).not.toContain('https://backup.rpc.example');
  });

  it('a page asked for right after an RPC change already allows the RPC /api/chains then serves', async () => {
    await chains(t);
    await cli('set', '137', '--rpc', 'https://fresh.rpc.example');
    // The page first, as a visitor opening the site: its CSP must not be older than what the Tool then fetches.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await chains(t)).chains[0]?.rpcUrls).toEqual(['https://fresh.rpc.example']);
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src [^;]*https:\/\/fresh\.rpc\.example/);
    await cli('remove', '137');
  });

  it('refuses plain-http RPCs except to localhost, bad checksums and malformed input, writing nothing', async () => {
    const before = await chains(t);
    await expect(cli('set', '137', '--rpc', 'http://rpc.example')).rejects.toBeInstanceOf(InsecureRpcUrlError);
    await expect(cli('set', '137', '--rpc', 'https://user:pw@rpc.example')).rejects.toBeInstanceOf(InsecureRpcUrlError);
    await expect(cli('set', '137', '--explorer', 'ftp://x.example')).rejects.toBeInstanceOf(InsecureRpcUrlError);
    await expect(cli('set', '137', '--bulksend', '0x83919dc465f7D875a54bCb85EcDbdE7b45acfAB0')).rejects.toBeInstanceOf(
      InvalidAddressError,
    );
    await expect(cli('token-add', '137', '0xC2132D05D31c914a87C6611C10748AEb04B58e8F')).rejects.toThrow(/checksum/);
    await expect(cli('set', '0x89')).rejects.toBeInstanceOf(InvalidChainSettingError);
    await expect(cli('set', '137', '--native-decimals', '-1')).rejects.toBeInstanceOf(InvalidChainSettingError);
    await expect(cli('disable', '999999')).rejects.toBeInstanceOf(UnknownChainError);
    expect(await chains(t)).toEqual(before);
  });

  it('adds a chain viem does not know only with its facts (a local node over http://127.0.0.1)', async () => {
    await expect(cli('set', '31337', '--name', 'Local')).rejects.toBeInstanceOf(ChainFactsMissingError);
    await expect(cli('set', '31337', '--name', 'Local')).rejects.toThrow(/--native-symbol, --native-decimals, --rpc/);
    expect(
      await cli(
        'set',
        '31337',
        '--name',
        'Local',
        '--rpc',
        'http://127.0.0.1:8545',
        '--native-symbol',
        'ETH',
        '--native-decimals',
        '18',
        '--default',
      ),
    ).toBe(0);
    expect(output()).toBe('added chain 31337\n');
    const data = await chains(t);
    expect(data.defaultChainId).toBe(31337);
    expect(data.chains.at(-1)).toMatchObject({
      id: 31337,
      name: 'Local',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
      explorerUrl: null,
      payTokens: [],
    });
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/chains' })).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8545/);
  });

  it('adds a custom pay token (as default) and hides a token-list one, on any chain', async () => {
    const dusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    await expect(cli('token-add', '31337', dusd)).rejects.toBeInstanceOf(InvalidChainSettingError);
    await cli('token-add', '31337', dusd.toLowerCase(), '--symbol', 'DUSD', '--decimals', '6', '--default');
    expect((await chains(t)).chains.find((c) => c.id === 31337)?.payTokens).toEqual([
      { symbol: 'DUSD', address: dusd, decimals: 6, default: true, source: 'operator' },
    ]);
    await cli('token-remove', '137', POLYGON_USDT);
    expect(output()).toBe(`removed pay token ${POLYGON_USDT} from chain 137\n`);
    const polygon = (await chains(t)).chains.find((c) => c.id === 137);
    expect(polygon?.payTokens.map((p) => [p.symbol, p.default])).toEqual([['USDC', true]]);
    await cli('token-add', '137', POLYGON_USDT);
    expect((await chains(t)).chains[0]?.payTokens.map((p) => p.symbol)).toEqual(['USDT', 'USDC']);
  });

  it('lists chains for the operator as a table and as the served JSON', async () => {
    await cli('disable', '10');
    await cli('list');
    expect(output()).toMatch(/31337\s+.*Local\s+.*default/);
    expect(output()).toMatch(/10\s+.*disabled/);
    expect(output()).toContain(`${predictBulkSendV3Address({ owner })} v3 (predicted)`);
    expect(output()).toContain(`${predictBulkSendAddress({ owner })}:v2`);
    await cli('list', '--format', 'json');
    expect(JSON.parse(output())).toEqual(await chains(t));
  });

  it('removing an added chain drops it and its tokens', async () => {
    await cli('remove', '31337');
    const data = await chains(t);
    expect(data.chains.some((c) => c.id === 31337)).toBe(false);
    expect(data.defaultChainId).toBe(137);
    await expect(cli('token-add', '31337', '0x5FbDB2315678afecb367f032d93F642f64180aa3')).rejects.toBeInstanceOf(
      UnknownChainError,
    );
  });

  it('a read of the settings under way when the CLI writes is not the answer to a request made after the write', async () => {
    // The database answers this cache's reads only when `release` is called (the read itself runs at once): a read
    // started before the write below is still under way when the next request comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const db = t.app.db;
    const reads: Promise<unknown>[] = [];
    const slowDb = {
      select: (...columns: Parameters<typeof db.select>) => ({
        from: (table: Parameters<ReturnType<typeof db.select>['from']>[0]) => {
          const rows = Promise.resolve(db.select(...columns).from(table));
          reads.push(rows);
          return held.then(() => rows);
        },
      }),
    } as unknown as typeof db;
    const cache = new ChainSettingsCache(slowDb, config, (err) => {
      throw err;
    });
    const before = cache.current();
    // Its rows read (the three tables), not yet answered: then the CLI writes.
    await vi.waitFor(() => expect(reads).toHaveLength(3));
    await Promise.all(reads);
    // Responses' CSPs take the settings at hand meanwhile, without a read each.
    for (let i = 0; i < 5; i++) expect(cache.latest().settings.chains.length).toBeGreaterThan(0);
    expect(reads).toHaveLength(3);
    expect(await cli('disable', '137')).toBe(0);
    const after = cache.current();
    release();
    expect((await before).settings.defaultChainId).toBe(137);
    expect((await after).settings.defaultChainId).toBe(80002);
    // The later read is the one kept, whichever answered last.
    expect(cache.latest().settings.defaultChainId).toBe(80002);
    expect(await cli('enable', '137')).toBe(0);
  });
});

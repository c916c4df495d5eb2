// The site's chain-settings client (wallet-core's loadChainSettings) against this server over HTTP: every served
// chain, address and token reaches the site unchanged (none is left out as malformed).
import { type ChainSettings, chainConfigOf, loadChainSettings } from '@fanout/wallet-core/chain-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainsCommand } from '../src/chains/chainsCommand.js';
import { buildTestApp, type TestApp } from './helper.js';

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const fallback: ChainSettings = { defaultChainId: null, chains: [], ens: null };
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ chains: { owner, salt: null, cacheMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t.close();
});

describe('wallet-core loadChainSettings against apps/api', () => {
  it('reads exactly what GET /api/chains serves, including a local chain and an operator token', async () => {
    const config = { owner, salt: null, cacheMs: 0 };
    const quiet = () => {};
    const local = ['31337', '--name', 'Local', '--rpc', 'http://127.0.0.1:8545', '--native-symbol', 'ETH'];
    await chainsCommand(t.app.db, 'set', [...local, '--native-decimals', '18'], quiet, config);
    await chainsCommand(
      t.app.db,
      'token-add',
      ['31337', '0x5FbDB2315678afecb367f032d93F642f64180aa3', '--symbol', 'DUSD', '--decimals', '6'],
      quiet,
      config,
    );
    const served = (await (await fetch(`${baseUrl}/api/chains`)).json()) as { data: ChainSettings };
    const { settings, source, error } = await loadChainSettings({ apiBaseUrl: baseUrl, fallback });
    expect(error).toBeUndefined();
    expect(source).toBe('api');
    expect(settings).toEqual(served.data);
    expect(settings.chains.map((c) => c.id)).toEqual([137, 80002, 1, 56, 42161, 8453, 10, 31337]);
    const polygon = settings.chains[0];
    expect(polygon && chainConfigOf(polygon)).toMatchObject({
      id: 137,
      name: 'Polygon',
      explorerUrl: 'https://polygonscan.com',
    });
  });
});

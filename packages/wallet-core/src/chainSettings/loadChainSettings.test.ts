// loadChainSettings against a real HTTP server: the served settings when the API answers, the build-time fallback
// when it is down, slow, failing or answers nothing usable; bad entries are left out, good ones kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainSettings } from './ChainSettings.js';
import { chainConfigOf } from './chainConfigOf.js';
import { loadChainSettings } from './loadChainSettings.js';

const fallback: ChainSettings = {
  defaultChainId: 137,
  chains: [
    {
      id: 137,
      name: 'Polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      rpcUrls: ['https://polygon-rpc.com'],
      explorerUrl: 'https://polygonscan.com',
      testnet: false,
      bulkSend: { address: null, source: 'none', reason: 'ownerNotConfigured', version: 'v3', older: [] },
      deploy: { offered: false, owner: null, salt: null, reason: 'ownerNotConfigured' },
      payTokens: [],
      safeTransactionService: null,
    },
  ],
  ens: null,
};

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const salt = `0x${'ad'.repeat(32)}`;
const served = {
  data: {
    defaultChainId: 8453,
    chains: [
      {
        id: 8453,
        name: 'Base',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://mainnet.base.org', 'http://rpc.example', 'javascript:alert(1)'],
        explorerUrl: 'https://basescan.org/',
        testnet: false,
        bulkSend: { address: '0x695871a0Ae9bD91C388ee574B7554020bd5b5a81', source: 'predicted', reason: null },
        deploy: { offered: true, owner, salt, reason: null },
        payTokens: [
          {
            symbol: 'USDC',
            address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
            decimals: 6,
            default: true,
            source: 'tokenList',
          },
          { symbol: 'BAD', address: '0x1234', decimals: 6, default: false, source: 'operator' },
        ],
      },
      { id: 10, name: 'OP Mainnet', nativeCurrency: { symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://evil.example'] },
      { id: 'x', name: 'broken' },
    ],
  },
};

let server: Server;
let base: string;
const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/ok/api/chains': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served)),
  '/500/api/chains': (res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"errno":500}'),
  '/html/api/chains': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>'),
  '/empty/api/chains': (res) => res.writeHead(200).end('{"data":{"defaultChainId":null,"chains":[]}}'),
  '/slow/api/chains': () => {},
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('loadChainSettings', () => {
  it('reads the served chains, keeping good entries and leaving out malformed ones', async () => {
    const { settings, source, error } = await loadChainSettings({ apiBaseUrl: `${base}/ok/`, fallback });
    expect(source).toBe('api');
    expect(error).toBeUndefined();
    expect(settings.defaultChainId).toBe(8453);
    expect(settings.chains.map((c) => c.id)).toEqual([8453]);
    const [chain] = settings.chains;
    expect(chain?.rpcUrls).toEqual(['https://mainnet.base.org']);
    expect(chain?.explorerUrl).toBe('https://basescan.org');
    expect(chain?.payTokens).toEqual([
      {
        symbol: 'USDC',
        address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        decimals: 6,
        default: true,
        source: 'tokenList',
      },
    ]);
    expect(chain?.deploy).toEqual({ offered: true, owner, salt, reason: null });
    expect(chainConfigOf(chain as NonNullable<typeof chain>)).toEqual({
      id: 8453,
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'https://mainnet.base.org',
      explorerUrl: 'https://basescan.org',
    });
  });

  it.each([
    ['an error status', '500', /answered 500/],
    ['something that is not JSON', 'html', /JSON/],
    ['no usable chain', 'empty', /no usable chain/],
    ['a path it does not know (404)', 'missing', /answered 404/],
  ])('falls back to the build-time settings on %s', async (_what, path, reason) => {
    const result = await loadChainSettings({ apiBaseUrl: `${base}/${path}`, fallback });
    expect(result.source).toBe('fallback');
    expect(result.settings).toBe(fallback);
    expect(result.error?.message).toMatch(reason);
  });

  it('falls back when the API is down or does not answer in time', async () => {
    const down = await loadChainSettings({ apiBaseUrl: 'http://127.0.0.1:9', fallback });
    expect(down.source).toBe('fallback');
    const started = performance.now();
    const slow = await loadChainSettings({ apiBaseUrl: `${base}/slow`, fallback, timeoutMs: 200 });
    expect(slow.source).toBe('fallback');
    expect(slow.error?.name).toBe('TimeoutError');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("rejects when the caller's own signal aborts (the page went away), instead of using the fallback", async () => {
    const controller = new AbortController();
    const pending = loadChainSettings({ apiBaseUrl: `${base}/slow`, fallback, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });
});

// The optional finalityConfirmations of GET /api/chains: kept when it is an integer 1..10000, left out otherwise
// (older servers do not send it), never a reason to drop the chain.
import { describe, expect, it } from 'vitest';
import { parseChainSettings } from './parseChainSettings.js';

function chain(extra: Record<string, unknown>) {
  return {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://eth.example'],
    explorerUrl: null,
    testnet: false,
    bulkSend: { address: null, source: 'none', reason: 'ownerNotConfigured' },
    deploy: { offered: false, owner: null, salt: null, reason: 'ownerNotConfigured' },
    payTokens: [],
    ...extra,
  };
}

describe('parseChainSettings: finalityConfirmations', () => {
  it('keeps a valid count, leaves out a missing or invalid one and keeps the chain', () => {
    const parse = (v: unknown) =>
      parseChainSettings({ data: { defaultChainId: 1, chains: [chain({ finalityConfirmations: v })] } })?.chains[0];
    expect(parse(64)?.finalityConfirmations).toBe(64);
    expect(parse(10_000)?.finalityConfirmations).toBe(10_000);
    for (const bad of [undefined, 0, 10_001, 1.5, '64', null]) {
      const c = parse(bad);
      expect(c?.id).toBe(1);
      expect(c && 'finalityConfirmations' in c).toBe(false);
    }
  });
});

const v2 = '0x695871a0Ae9bD91C388ee574B7554020bd5b5a81';
const v3 = '0x1111111111111111111111111111111111111111';

describe('parseChainSettings: BulkSend version and older BulkSends', () => {
  const parse = (bulkSend: Record<string, unknown>) =>
    parseChainSettings({ data: { defaultChainId: 1, chains: [chain({ bulkSend })] } })?.chains[0]?.bulkSend;

  it("reads an older server's answer (no version, no older) as BulkSend v2 with no older ones", () => {
    expect(parse({ address: v2, source: 'configured', reason: null })).toEqual({
      address: v2,
      source: 'configured',
      reason: null,
      version: 'v2',
      older: [],
    });
  });

  it('keeps the version and the older BulkSends, leaving out malformed entries, repeats and the current address', () => {
    const got = parse({
      address: v3,
      source: 'predicted',
      reason: null,
      version: 'v3',
      older: [
        { address: v2, version: 'v2' },
        { address: v2.toLowerCase(), version: 'v2' },
        { address: v3, version: 'v3' },
        { address: '0x1234', version: 'v2' },
        { address: '0x2222222222222222222222222222222222222222', version: 'v4' },
        'nonsense',
      ],
    });
    expect(got?.version).toBe('v3');
    expect(got?.older).toEqual([{ address: v2, version: 'v2' }]);
  });

  it('reads an unknown version as v2 and a missing older list as empty, keeping the chain', () => {
    const got = parse({ address: v2, source: 'configured', reason: null, version: 'v9', older: 'x' });
    expect(got?.version).toBe('v2');
    expect(got?.older).toEqual([]);
  });
});

describe('parseChainSettings: ENS and Safe Transaction Service', () => {
  const ens = { chainId: 1, rpcUrl: 'https://eth.example', registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e' };

  it('reads an older server (no ens, no safeTransactionService) as none of either', () => {
    const settings = parseChainSettings({ data: { defaultChainId: 1, chains: [chain({})] } });
    expect(settings?.ens).toBeNull();
    expect(settings?.chains[0]?.safeTransactionService).toBeNull();
  });

  it('keeps a well-formed ENS setting and Safe service URL (trailing slash dropped)', () => {
    const settings = parseChainSettings({
      data: {
        defaultChainId: 1,
        chains: [chain({ safeTransactionService: 'https://safe-transaction-mainnet.safe.global/' })],
        ens,
      },
    });
    expect(settings?.ens).toEqual(ens);
    expect(settings?.chains[0]?.safeTransactionService).toBe('https://safe-transaction-mainnet.safe.global');
  });

  it('reads a malformed ENS setting or a non-https Safe service as none, keeping the chain', () => {
    for (const bad of [
      { ...ens, rpcUrl: 'http://eth.example' },
      { ...ens, registry: '0x1234' },
      { ...ens, chainId: 0 },
      { ...ens, chainId: '1' },
      'ens',
    ]) {
      expect(parseChainSettings({ data: { defaultChainId: 1, chains: [chain({})], ens: bad } })?.ens).toBeNull();
    }
    for (const bad of ['http://safe.example', 'javascript:alert(1)', 42]) {
      const settings = parseChainSettings({
        data: { defaultChainId: 1, chains: [chain({ safeTransactionService: bad })] },
      });
      expect(settings?.chains[0]?.id).toBe(1);
      expect(settings?.chains[0]?.safeTransactionService).toBeNull();
    }
  });
});

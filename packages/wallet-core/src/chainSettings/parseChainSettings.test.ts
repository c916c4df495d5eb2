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

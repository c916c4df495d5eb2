// The Tool's chain settings: the build-time fallback in the served shape, the page override field by field, and the
// tokens a member is offered on a chain.
import { NULL_ADDRESS } from '@fanout/wallet-core';
import { type ChainSetting, type ChainSettings, parseChainSettings } from '@fanout/wallet-core/chain-settings';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPageOverride, buildTimeSettings, chainOf, defaultTokenOf, tokensOf } from './toolChains.js';

const USDT = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
const PREDICTED = '0x1111111111111111111111111111111111111111';

function served(): ChainSettings {
  const polygon: ChainSetting = {
    id: 137,
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: ['https://polygon.drpc.org'],
    explorerUrl: 'https://polygonscan.com',
    testnet: false,
    bulkSend: { address: PREDICTED, source: 'predicted', reason: null, version: 'v3', older: [] },
    deploy: { offered: true, owner: PREDICTED, salt: null, reason: null },
    payTokens: [{ symbol: 'USDT', address: USDT, decimals: 6, default: true, source: 'tokenList' }],
    safeTransactionService: null,
  };
  const bnb: ChainSetting = {
    ...polygon,
    id: 56,
    name: 'BNB Smart Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    explorerUrl: null,
    payTokens: [],
  };
  return { defaultChainId: 137, chains: [polygon, bnb], ens: null };
}

afterEach(() => {
  delete window.__FANOUT_CHAIN__;
});

describe('tool chain settings', () => {
  it('shapes the build-time values like the served ones: one chain, no deploy offered', () => {
    const settings = buildTimeSettings();
    expect(settings.defaultChainId).toBe(137);
    expect(settings.chains).toHaveLength(1);
    expect(settings.chains[0]?.deploy.offered).toBe(false);
    expect(settings.chains[0]?.nativeCurrency.symbol).toBe('POL');
    expect(settings.chains[0]?.payTokens.map((token) => token.symbol)).toEqual(['USDT', 'USDC']);
    // One type: the fallback is a valid GET /api/chains body to wallet-core's parser, kept whole (the first token
    // becomes the chain's one default, as the API serves it).
    const parsed = parseChainSettings({ data: settings });
    expect(parsed?.chains[0]).toEqual({
      ...settings.chains[0],
      payTokens: settings.chains[0]?.payTokens.map((token, index) => ({ ...token, default: index === 0 })),
    });
  });

  it('leaves the served settings alone without a page override', () => {
    const settings = served();
    expect(applyPageOverride(settings)).toBe(settings);
  });

  it('overrides only the fields the page names, on its chain', () => {
    window.__FANOUT_CHAIN__ = { chainId: 137, rpcUrl: 'http://127.0.0.1:8545' };
    const polygon = chainOf(applyPageOverride(served()), 137);
    expect(polygon.rpcUrls).toEqual(['http://127.0.0.1:8545']);
    expect(polygon.bulkSend.address).toBe(PREDICTED);
    expect(polygon.deploy.offered).toBe(true);
    expect(polygon.payTokens.map((token) => token.symbol)).toEqual(['USDT']);
  });

  it("offers BulkSend's deploy with the page's owner (pnpm dev's bare local chain) where the server offers none", () => {
    const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    window.__FANOUT_CHAIN__ = { chainId: 56, rpcUrl: 'http://127.0.0.1:8545', deployOwner: owner };
    const settings = served();
    const bnb = settings.chains[1] as ChainSetting;
    settings.chains[1] = { ...bnb, deploy: { offered: false, owner: null, salt: null, reason: 'ownerNotConfigured' } };
    const overridden = applyPageOverride(settings);
    expect(chainOf(overridden, 56).deploy).toEqual({ offered: true, owner, salt: null, reason: null });
    // Only on the page's chain.
    expect(chainOf(overridden, 137).deploy).toEqual(served().chains[0]?.deploy);
  });

  it('lists the native coin first and preselects the served default token', () => {
    const [polygon, bnb] = served().chains as [ChainSetting, ChainSetting];
    expect(tokensOf(polygon).map((token) => token.symbol)).toEqual(['POL', 'USDT']);
    expect(defaultTokenOf(polygon)).toBe(USDT);
    expect(tokensOf(bnb)).toEqual([{ address: NULL_ADDRESS, symbol: 'BNB', decimals: 18 }]);
    expect(defaultTokenOf(bnb)).toBe(NULL_ADDRESS);
  });
});

import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/createMemoryStorage.js';
import { createWalletConfig } from './createWalletConfig.js';

describe('createWalletConfig', () => {
  it("starts from the spec's client state: network 56, not connected, nothing loaded", () => {
    const config = createWalletConfig({ storage: createMemoryStorage(), providerSource: {} });
    const state = config.store.getState();
    expect(state.config).toEqual({ buyerFee: 0, sellerFee: 0, ipfsUrl: 'https://ipfs.io/ipfs/', networkId: 56 });
    expect(state).toMatchObject({
      status: 'disconnected',
      webLoading: false,
      connected: false,
      isLogin: false,
      token: null,
      heartbeatTimer: null,
      unreadNoticeCount: 0,
      ethBalance: 0n,
      erc20Balance: {},
      payTokens: [],
      defaultPayToken: null,
    });
    expect(config.heartbeatIntervalMs).toBe(20_000);
    expect(config.chains.map((c) => c.id)).toEqual([137, 80002]);
    expect(config.loginText).toContain('Domain: localhost');
  });

  it('takes the chain for the Tool and picks up a stored token', () => {
    const storage = createMemoryStorage({ Authorization: 'kept' });
    const config = createWalletConfig({ chainId: 137, storage, providerSource: {}, state: { sellerFee: 250 } });
    expect(config.store.getState().config).toMatchObject({ networkId: 137, sellerFee: 250 });
    expect(config.store.getState().token).toBe('kept');
    expect(config.loginText).toContain('Chain ID: 137');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/createMemoryStorage.js';
import { createWalletConfig } from './createWalletConfig.js';

describe('createWalletConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts from the spec's client state: network 56, not connected, nothing loaded", () => {
    const config = createWalletConfig({ storage: createMemoryStorage(), providerSource: {} });
    const state = config.store.getState();
    expect(state.config).toEqual({ networkId: 56 });
    expect(state.marketplace).toEqual({ buyerFee: 0, sellerFee: 0, ipfsUrl: 'https://ipfs.io/ipfs/', categories: [] });
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

  it('has neutral defaults: no server and no alert (never window.alert), unless given', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const config = createWalletConfig({ storage: createMemoryStorage(), providerSource: {} });
    expect(config.api).toBeNull();
    config.alert('Switch your wallet to Polygon');
    expect(alert).not.toHaveBeenCalled();
    const withServer = createWalletConfig({ storage: createMemoryStorage(), providerSource: {}, apiBaseUrl: '' });
    expect(withServer.api?.user.info).toBeTypeOf('function');
  });

  it('takes the chain for the Tool and picks up a stored token', () => {
    const storage = createMemoryStorage({ Authorization: 'kept' });
    const config = createWalletConfig({ chainId: 137, storage, providerSource: {}, marketplace: { sellerFee: 250 } });
    expect(config.store.getState().config).toEqual({ networkId: 137 });
    expect(config.store.getState().marketplace).toMatchObject({ sellerFee: 250, buyerFee: 0 });
    expect(config.store.getState().token).toBe('kept');
    expect(config.loginText).toContain('Chain ID: 137');
  });
});

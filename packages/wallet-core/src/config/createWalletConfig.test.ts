import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/createMemoryStorage.js';
import { createWalletConfig } from './createWalletConfig.js';

describe('createWalletConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts on the first of its chains (Polygon by default), not connected, nothing loaded, no marketplace slice', () => {
    const config = createWalletConfig({ storage: createMemoryStorage(), providerSource: {} });
    const state = config.store.getState();
    expect(state.config).toEqual({ networkId: 137 });
    expect(config.chainId).toBe(137);
    expect(config.chains.map((chain) => chain.id)).toContain(config.chainId);
    expect(state).not.toHaveProperty('marketplace');
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

  it('without a chainId, starts on the first chain it is given', () => {
    const amoyOnly = createWalletConfig({
      storage: createMemoryStorage(),
      providerSource: {},
      chains: [createWalletConfig({ providerSource: {} }).chains[1] as never],
    });
    expect(amoyOnly.chainId).toBe(80002);
    expect(amoyOnly.loginText).toContain('Chain ID: 80002');
  });

  it('takes the chain for the Tool and picks up a stored token', () => {
    const storage = createMemoryStorage({ Authorization: 'kept' });
    const config = createWalletConfig({ chainId: 80002, storage, providerSource: {} });
    expect(config.store.getState().config).toEqual({ networkId: 80002 });
    expect(config.store.getState().token).toBe('kept');
    expect(config.loginText).toContain('Chain ID: 80002');
  });
});

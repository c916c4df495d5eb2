import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { WalletEnableError } from '../errors/WalletEnableError.js';
import { WalletNotInstalledError } from '../errors/WalletNotInstalledError.js';
import { WalletType } from '../provider/WalletType.js';
import { connect } from './connect.js';

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

describe('connect', () => {
  it('connects the injected wallet: lowercased address, wallet type 0, network id', async () => {
    const wallet = new TestWallet();
    const { config, alerts } = testSession({ ethereum: wallet });
    const result = await connect(config);
    expect(result).toMatchObject({ address: ACCOUNTS[0], walletType: WalletType.MetaMask, networkId: 137 });
    const state = config.store.getState();
    expect(state.status).toBe('connected');
    expect(state.connected).toBe(true);
    expect(state.web3).toMatchObject({
      address: ACCOUNTS[0],
      coinbase: ACCOUNTS[0],
      walletType: 0,
      networkId: 137,
      isInjected: true,
      error: null,
    });
    expect(state.web3.instance).toBe(wallet);
    expect(alerts).toEqual([]);
  });

  it('prefers Nabox over Clover over the injected wallet', async () => {
    const nabox = new TestWallet();
    const clover = new TestWallet();
    const injected = new TestWallet();
    const both = testSession({ ethereum: injected, clover, NaboxWallet: nabox });
    expect((await connect(both.config)).walletType).toBe(WalletType.Nabox);
    expect(nabox.methods()).toContain('eth_requestAccounts');
    expect(injected.methods()).toEqual([]);
    const noNabox = testSession({ ethereum: injected, clover });
    expect((await connect(noNabox.config)).walletType).toBe(WalletType.Clover);
    expect(noNabox.config.store.getState().web3.walletType).toBe(2);
  });

  it("fails with 'MetaMask not Install' when there is no wallet, alerting unless silent", async () => {
    const { config, alerts } = testSession({});
    await expect(connect(config)).rejects.toThrow(WalletNotInstalledError);
    expect(alerts).toEqual(['MetaMask not Install']);
    await expect(connect(config, { silent: true })).rejects.toThrow('MetaMask not Install');
    expect(alerts).toHaveLength(1);
    expect(config.store.getState()).toMatchObject({ status: 'disconnected', connected: false });
  });

  it('names the wallet when it returns no account', async () => {
    const cases = [
      [{ ethereum: new TestWallet({ noAccounts: true }) }, 'MetaMask enable Error'],
      [{ NaboxWallet: new TestWallet({ noAccounts: true }) }, 'NaboxWallet Error'],
      [{ clover: new TestWallet({ noAccounts: true }) }, 'CLV Wallet Error'],
    ] as const;
    for (const [source, message] of cases) {
      const { config, alerts } = testSession(source);
      const error = await connect(config).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletEnableError);
      expect((error as Error).message).toBe(message);
      expect(alerts).toEqual([message]);
      expect(config.store.getState().connected).toBe(false);
    }
  });

  it("passes the wallet's own message through when the user refuses (4001)", async () => {
    const { config, alerts } = testSession({ ethereum: new TestWallet({ refuse: ['eth_requestAccounts'] }) });
    const error = await connect(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect((error as UserRejectedRequestError).code).toBe(4001);
    expect(alerts).toEqual(['User rejected the request.']);
    expect(config.store.getState().web3.error).toBe('User rejected the request.');
  });

  it('shows the Chinese text in chs', async () => {
    const { config, alerts } = testSession({}, { lang: 'chs' });
    await expect(connect(config)).rejects.toThrow(WalletNotInstalledError);
    expect(alerts).toEqual(['未安装 MetaMask']);
  });

  it('alerts the wrong network once when the wallet is on another chain', async () => {
    const wallet = new TestWallet({ knownChains: [137, 80002] });
    wallet.chainId = 80002;
    const { config, alerts } = testSession({ ethereum: wallet });
    await connect(config);
    expect(config.store.getState().web3.networkId).toBe(80002);
    expect(alerts).toEqual(['Modify network to Polygon']);
  });
});

describe('account and connection changes', () => {
  it('logs out and reconnects with the new account when the user switches accounts', async () => {
    const wallet = new TestWallet();
    const { config, storage } = testSession({ ethereum: wallet });
    await connect(config);
    config.store.setState({ isLogin: true, token: 't', user: { id: 1 } as never });
    storage.setItem('Authorization', 't');
    wallet.switchAccount(ACCOUNTS[1]);
    await expect.poll(() => config.store.getState().web3.address).toBe(ACCOUNTS[1]);
    expect(config.store.getState()).toMatchObject({ connected: true, isLogin: false, token: null, user: null });
    expect(storage.getItem('Authorization')).toBeNull();
    // Still exactly one set of listeners on the wallet after the reconnect.
    expect(wallet.listenerCount('accountsChanged')).toBe(1);
  });

  it('logs out and stays disconnected when the wallet is locked (no accounts)', async () => {
    const wallet = new TestWallet();
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    wallet.switchAccount(null);
    await expect.poll(() => config.store.getState().connected).toBe(false);
    expect(config.store.getState().web3.address).toBeNull();
    expect(wallet.listenerCount('accountsChanged')).toBe(0);
  });

  it('logs out when the wallet disconnects', async () => {
    const wallet = new TestWallet();
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    wallet.disconnect();
    expect(config.store.getState()).toMatchObject({ status: 'disconnected', connected: false });
  });

  it('ignores an accountsChanged that repeats the current account', async () => {
    const wallet = new TestWallet();
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    config.store.setState({ isLogin: true, token: 't' });
    wallet.switchAccount(ACCOUNTS[0]);
    expect(config.store.getState()).toMatchObject({ isLogin: true, token: 't' });
  });
});

import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ACCOUNTS, snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import type { Address } from '../address/Address.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { WalletEnableError } from '../errors/WalletEnableError.js';
import { WalletNotInstalledError } from '../errors/WalletNotInstalledError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { WalletType } from '../provider/WalletType.js';
import { connect } from './connect.js';

const NO_WALLET =
  "No wallet found: open this page in your wallet app's browser, or install a browser wallet such as MetaMask and reload the page";

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

describe('connect', () => {
  it('keeps the account typed as an Address (0x + hex), and refuses an account that is not one', async () => {
    const { config } = testSession({ ethereum: new TestWallet() });
    const { address } = await connect(config);
    expectTypeOf(address).toEqualTypeOf<Address>();
    expectTypeOf(config.store.getState().web3.address).toEqualTypeOf<Address | null>();
    expect(address).toBe(ACCOUNTS[0]);
    const oddWallet: Eip1193Provider = {
      request: async ({ method }) => (method === 'eth_requestAccounts' ? ['alice'] : '0x89'),
      on: () => undefined,
      removeListener: () => undefined,
    };
    const odd = testSession({ ethereum: oddWallet });
    await expect(connect(odd.config)).rejects.toBeInstanceOf(WalletEnableError);
    expect(odd.config.store.getState().web3.address).toBeNull();
  });

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

  it('says how to get a wallet when there is none, alerting unless silent', async () => {
    const { config, alerts, alertTexts } = testSession({});
    await expect(connect(config)).rejects.toThrow(WalletNotInstalledError);
    expect(alerts).toEqual([NO_WALLET]);
    expect(alertTexts).toEqual([{ key: 'walletNotFound', params: {} }]);
    await expect(connect(config, { silent: true })).rejects.toThrow(NO_WALLET);
    expect(alerts).toHaveLength(1);
    expect(config.store.getState()).toMatchObject({ status: 'disconnected', connected: false });
  });

  it('names the wallet when it returns no account', async () => {
    const cases = [
      [{ ethereum: new TestWallet({ noAccounts: true }) }, 'MetaMask gave no account: unlock it and try again'],
      [{ NaboxWallet: new TestWallet({ noAccounts: true }) }, 'Nabox Wallet gave no account: unlock it and try again'],
      [{ clover: new TestWallet({ noAccounts: true }) }, 'CLV Wallet gave no account: unlock it and try again'],
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
    expect(alerts).toEqual(['未找到钱包：请在钱包应用的内置浏览器中打开本页，或安装 MetaMask 等浏览器钱包后刷新页面']);
  });

  it('alerts the wrong network once when the wallet is on another chain', async () => {
    const wallet = new TestWallet({ knownChains: [137, 80002] });
    wallet.chainId = 80002;
    const { config, alerts, alertTexts } = testSession({ ethereum: wallet });
    await connect(config);
    expect(config.store.getState().web3.networkId).toBe(80002);
    expect(alerts).toEqual(['Switch your wallet to Polygon']);
    expect(alertTexts).toEqual([{ key: 'modifyNetworkTo', params: { network: 'Polygon' } }]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { connect } from '../connect/connect.js';

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

/** How often the wallet was asked for accounts (each one is a prompt in a real wallet). */
const accountRequests = (wallet: TestWallet) =>
  wallet.methods().filter((method) => method === 'eth_requestAccounts').length;

describe("the connected wallet's events", () => {
  it('an account switch commits the new address the event carries, without asking the wallet again', async () => {
    const wallet = new TestWallet();
    const { config, storage, alerts } = testSession({ ethereum: wallet });
    await connect(config);
    expect(accountRequests(wallet)).toBe(1);
    config.store.setState({ isLogin: true, token: 't', user: { id: 1 } as never, ethBalance: 5n });
    storage.setItem('Authorization', 't');
    storage.setItem('connected', 'true');
    const seen: (string | null)[] = [];
    config.store.subscribe((state) => seen.push(state.web3.address));

    wallet.switchAccount(ACCOUNTS[1].toUpperCase().replace('0X', '0x'));

    await expect.poll(() => config.store.getState().web3.address).toBe(ACCOUNTS[1]);
    // The old handler logged out and ran connect again: a second eth_requestAccounts (a prompt in a real wallet).
    expect(accountRequests(wallet)).toBe(1);
    expect(config.store.getState()).toMatchObject({
      status: 'connected',
      connected: true,
      web3: { address: ACCOUNTS[1], coinbase: ACCOUNTS[1], networkId: 137, instance: wallet },
      // The sign-in belonged to the old account.
      isLogin: false,
      token: null,
      user: null,
      ethBalance: 0n,
    });
    expect(storage.getItem('Authorization')).toBeNull();
    // Never a moment disconnected in between (no logout + connect round trip).
    expect(seen).not.toContain(null);
    expect(wallet.listenerCount('accountsChanged')).toBe(1);
    expect(alerts).toEqual([]);

    // And back: still no prompt.
    wallet.switchAccount(ACCOUNTS[0]);
    expect(config.store.getState().web3.address).toBe(ACCOUNTS[0]);
    expect(accountRequests(wallet)).toBe(1);
  });

  it('repeating the current account changes nothing', async () => {
    const wallet = new TestWallet();
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    config.store.setState({ isLogin: true, token: 't' });
    wallet.switchAccount(ACCOUNTS[0]);
    expect(config.store.getState()).toMatchObject({ isLogin: true, token: 't', web3: { address: ACCOUNTS[0] } });
    expect(accountRequests(wallet)).toBe(1);
  });

  it('no account (wallet locked or site disconnected in the wallet) ends the session and stops listening', async () => {
    const wallet = new TestWallet();
    const { config, storage } = testSession({ ethereum: wallet });
    await connect(config);
    storage.setItem('Authorization', 't');
    wallet.switchAccount(null);
    expect(config.store.getState()).toMatchObject({
      status: 'disconnected',
      connected: false,
      web3: { address: null, networkId: null, instance: null },
    });
    expect(storage.getItem('Authorization')).toBeNull();
    expect(wallet.listenerCount('accountsChanged')).toBe(0);
    expect(accountRequests(wallet)).toBe(1);
  });

  it("the wallet's disconnect event ends the session", async () => {
    const wallet = new TestWallet();
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    wallet.disconnect();
    expect(config.store.getState()).toMatchObject({ status: 'disconnected', connected: false });
    expect(wallet.listenerCount('chainChanged')).toBe(0);
  });

  it('a chain change records the chain and says once when it is not the session chain', async () => {
    const wallet = new TestWallet({ knownChains: [137, 80002] });
    const { config, alerts } = testSession({ ethereum: wallet });
    await connect(config);
    wallet.changeChain(80002);
    expect(config.store.getState().web3.networkId).toBe(80002);
    expect(alerts).toEqual(['Switch your wallet to Polygon']);
    wallet.changeChain(137);
    expect(config.store.getState().web3.networkId).toBe(137);
    expect(config.store.getState().web3.address).toBe(ACCOUNTS[0]);
    expect(alerts).toHaveLength(1);
    expect(accountRequests(wallet)).toBe(1);
  });

  it('connecting again keeps one set of listeners on the wallet', async () => {
    const wallet = new TestWallet();
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    await connect(config);
    expect(wallet.listenerCount('accountsChanged')).toBe(1);
    expect(wallet.listenerCount('chainChanged')).toBe(1);
    expect(wallet.listenerCount('disconnect')).toBe(1);
  });
});

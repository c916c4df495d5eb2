import { NULL_ADDRESS } from '@fanout/batch-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { connect } from '../connect/connect.js';
import { startHeartbeat } from '../heartbeat/startHeartbeat.js';
import { setPayTokens } from '../session/setPayTokens.js';
import { logout } from './logout.js';

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

describe('logout', () => {
  it('clears user, web3 data, token, local keys and balances, and nothing else', async () => {
    const wallet = new TestWallet();
    const { config, storage } = testSession({ ethereum: wallet });
    storage.setItem('lang', 'chs');
    await connect(config);
    setPayTokens(config, [{ address: NULL_ADDRESS, decimals: 18, symbol: 'POL', isDefault: true }]);
    storage.setItem('Authorization', 'tok');
    storage.setItem('connected', 'true');
    config.store.setState({
      isLogin: true,
      token: 'tok',
      user: { id: 7 } as never,
      ethBalance: 5n,
      erc20Balance: { '0xabc': 1n },
      contractList: [{ a: 1 }],
      whiteListInfo: { ok: true },
      unreadNoticeCount: 3,
    });
    startHeartbeat(config);
    logout(config);
    const state = config.store.getState();
    expect(state).toMatchObject({
      status: 'disconnected',
      connected: false,
      isLogin: false,
      token: null,
      user: null,
      ethBalance: 0n,
      erc20Balance: {},
      heartbeatTimer: null,
      web3: { address: null, coinbase: null, instance: null, networkId: null, walletType: 0 },
    });
    expect(storage.dump()).toEqual({ lang: 'chs' });
    // Not listed by SPEC §4, so kept: configuration-like data loaded for everyone.
    expect(state.payTokens).toHaveLength(1);
    expect(state.contractList).toEqual([{ a: 1 }]);
    expect(state.config.networkId).toBe(137);
    // The wallet's later events no longer reach the session.
    expect(wallet.listenerCount('accountsChanged')).toBe(0);
    wallet.switchAccount(ACCOUNTS[1]);
    expect(config.store.getState().connected).toBe(false);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, snapshot } from '../../test/localChain.js';
import { startTestApi, type TestApi } from '../../test/startTestApi.js';
import { TestWallet } from '../../test/TestWallet.js';
import { TEST_LOGIN_TEXT, testSession } from '../../test/testSession.js';
import { stopHeartbeat } from '../heartbeat/stopHeartbeat.js';
import { login } from '../login/login.js';
import { logout } from '../logout/logout.js';
import { createMemoryStorage } from '../storage/createMemoryStorage.js';
import { connect } from './connect.js';
import { reconnect } from './reconnect.js';

let api: TestApi;
let restore: () => Promise<void>;
beforeAll(async () => {
  api = await startTestApi(TEST_LOGIN_TEXT);
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

describe('reconnect (page reload)', () => {
  it('restores a signed-in session from local storage without asking the wallet again', async () => {
    const wallet = new TestWallet();
    const first = testSession({ ethereum: wallet }, { api: undefined, apiBaseUrl: api.url });
    await connect(first.config);
    const { token } = await login(first.config);
    stopHeartbeat(first.config);
    // A new page: new config over the same storage and wallet.
    const storage = createMemoryStorage(first.storage.dump());
    const reloaded = testSession({ ethereum: wallet }, { api: undefined, apiBaseUrl: api.url, storage });
    const before = wallet.calls.length;
    expect(await reconnect(reloaded.config)).toBe(true);
    const methods = wallet.methods().slice(before);
    expect(methods).not.toContain('eth_requestAccounts');
    expect(methods).not.toContain('personal_sign');
    expect(reloaded.config.store.getState()).toMatchObject({ connected: true, isLogin: true, token });
    expect(reloaded.config.store.getState().user).toMatchObject({ address: ACCOUNTS[0] });
    logout(reloaded.config);
    logout(first.config);
  });

  it('does nothing without the stored connected flag', async () => {
    const wallet = new TestWallet();
    const { config } = testSession({ ethereum: wallet });
    expect(await reconnect(config)).toBe(false);
    expect(wallet.calls).toEqual([]);
  });

  it('clears the stored session when the wallet no longer exposes an account', async () => {
    const storage = createMemoryStorage({ connected: 'true', Authorization: 'old' });
    const { config } = testSession({ ethereum: new TestWallet({ noAccounts: true }) }, { storage });
    expect(await reconnect(config)).toBe(false);
    expect(storage.dump()).toEqual({});
    expect(config.store.getState()).toMatchObject({ connected: false, token: null });
  });
});

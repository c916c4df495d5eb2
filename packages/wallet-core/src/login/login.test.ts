import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, snapshot } from '../../test/localChain.js';
import { startTestApi, type TestApi } from '../../test/startTestApi.js';
import { TestWallet } from '../../test/TestWallet.js';
import { TEST_LOGIN_TEXT, testSession } from '../../test/testSession.js';
import { connect } from '../connect/connect.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { SignatureFailedError } from '../errors/SignatureFailedError.js';
import { logout } from '../logout/logout.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import { loadContractList } from '../session/loadContractList.js';
import { loadWhitelist } from '../session/loadWhitelist.js';
import { login } from './login.js';
import { needLogin } from './needLogin.js';

const NOW = 1_763_800_000_123;
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
  api.requests.length = 0;
});
afterEach(async () => {
  await restore();
});

function session(wallet = new TestWallet()) {
  const created = testSession({ ethereum: wallet }, { api: undefined, apiBaseUrl: api.url, now: () => NOW });
  return { ...created, wallet };
}

describe('login', () => {
  it('signs text + Unix seconds on the chain, stores token and flags, loads the user, starts the heartbeat', async () => {
    const { config, storage, wallet } = session();
    await connect(config);
    const answer = await login(config);
    const sent = api.requests.find((r) => r.path === '/api/user/login');
    expect(sent?.body).toMatchObject({ userAddress: ACCOUNTS[0], timestamp: 1_763_800_000 });
    expect(wallet.methods()).toContain('personal_sign');
    expect(answer.token).toBe(`token-${ACCOUNTS[0]}-1763800000`);
    const state = config.store.getState();
    expect(state).toMatchObject({ isLogin: true, connected: true, token: answer.token });
    expect(state.user).toMatchObject({ address: ACCOUNTS[0], nickname: 'user-f39f' });
    expect(storage.dump()).toEqual({ Authorization: answer.token, connected: 'true' });
    expect(api.requests.map((r) => r.path)).toContain(`/api/user/info?address=${ACCOUNTS[0]}`);
    expect(state.heartbeatTimer).not.toBeNull();
    logout(config);
  });

  it('works with a server that only has user.login (no user.info, contract list or whitelist)', async () => {
    const payloads: unknown[] = [];
    const wallet = new TestWallet();
    const { config } = testSession(
      { ethereum: wallet },
      {
        now: () => NOW,
        api: {
          user: {
            login: async (payload) => {
              payloads.push(payload);
              return { token: 't', user: null };
            },
          },
        },
      },
    );
    await connect(config);
    await expect(login(config)).resolves.toEqual({ token: 't', user: null });
    expect(payloads).toEqual([expect.objectContaining({ userAddress: ACCOUNTS[0], timestamp: 1_763_800_000 })]);
    expect(config.store.getState()).toMatchObject({ isLogin: true, token: 't', user: null, logs: [] });
    await expect(loadContractList(config)).rejects.toThrow('No API configured');
    // Named by its own text in both languages, not "Connection failed".
    const noApi = await loadContractList(config).catch((error: unknown) => error);
    expect(noApi).toMatchObject({ messageKey: 'noApiConfigured' });
    expect(userMessageOf(noApi, 'chs')).toBe('此操作需要服务器，但这里没有配置服务器');
    logout(config);
  });

  it('sends the token as a Bearer header afterwards', async () => {
    const { config } = session();
    await connect(config);
    const { token } = await login(config);
    await loadWhitelist(config);
    expect(api.requests.at(-1)?.authorization).toBe(`Bearer ${token}`);
    expect(config.store.getState().whiteListInfo).toEqual({ address: ACCOUNTS[0], whitelisted: true });
    expect(await loadContractList(config)).toEqual([{ address: '0x0' }, { address: '0x1' }]);
    logout(config);
  });

  it('fails with SignatureFailedError and stays logged out when the user refuses to sign', async () => {
    const { config, storage } = session(new TestWallet({ refuse: ['personal_sign'] }));
    await connect(config);
    const error = await login(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignatureFailedError);
    expect((error as Error).message).toBe('Signature failed');
    expect(config.store.getState()).toMatchObject({ isLogin: false, token: null, heartbeatTimer: null });
    expect(storage.dump()).toEqual({});
    expect(api.requests).toEqual([]);
  });

  it('needs a connected wallet', async () => {
    const { config } = session();
    await expect(login(config)).rejects.toThrow(NotConnectedError);
  });
});

describe('needLogin', () => {
  it('does nothing when not connected', async () => {
    const { config, wallet } = session();
    expect(await needLogin(config)).toBe(false);
    expect(wallet.calls).toEqual([]);
  });

  it('asks for a signature when connected but not logged in, and not again once logged in', async () => {
    const { config, wallet } = session();
    await connect(config);
    expect(await needLogin(config)).toBe(true);
    expect(await needLogin(config)).toBe(true);
    expect(wallet.methods().filter((m) => m === 'personal_sign')).toHaveLength(1);
    logout(config);
  });
});

describe('login concurrency', () => {
  it('shares one signature prompt between concurrent calls', async () => {
    const { config, wallet } = session();
    await connect(config);
    const [a, b] = await Promise.all([login(config), needLogin(config)]);
    expect(a.token).toBeTruthy();
    expect(b).toBe(true);
    expect(wallet.methods().filter((m) => m === 'personal_sign')).toHaveLength(1);
    expect(config.store.getState().webLoading).toBe(false);
    logout(config);
  });
});

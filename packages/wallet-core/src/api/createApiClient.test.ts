import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/startTestApi.js';
import { TEST_LOGIN_TEXT } from '../../test/testSession.js';
import { ApiError } from '../errors/ApiError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { createApiClient } from './createApiClient.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(TEST_LOGIN_TEXT);
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
});

describe('createApiClient', () => {
  it('calls the routes of apps/api and reads data', async () => {
    const client = createApiClient({ baseUrl: `${api.url}/` });
    expect(await client.user.info('0xabc')).toMatchObject({ address: '0xabc', id: 1 });
    expect(await client.api.contractList()).toEqual([{ address: '0x0' }, { address: '0x1' }]);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/user/info?address=0xabc',
      'GET /api/contract/list',
    ]);
    expect(api.requests[0]?.authorization).toBeUndefined();
  });

  it('sends the current token as Bearer', async () => {
    let token = 'first';
    const client = createApiClient({ baseUrl: api.url, getToken: () => token });
    await client.user.info('0x1');
    token = 'second';
    await client.user.info('0x1');
    expect(api.requests.map((r) => r.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it("turns an answer with errno into ApiError carrying the server's errmsg", async () => {
    const errors: string[] = [];
    const client = createApiClient({ baseUrl: api.url, onError: (e, r) => errors.push(`${r.url} ${e.message}`) });
    const error = await client.api.whitelist('0x1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errno: 401, status: 401, message: 'Please login first' });
    expect(errors).toEqual([`${api.url}/api/whitelist?address=0x1 Please login first`]);
  });

  it("rejects a failed login with the server's reason", async () => {
    const client = createApiClient({ baseUrl: api.url });
    const error = await client.user
      .login({ userAddress: '0x0000000000000000000000000000000000000001', signature: '0x00', timestamp: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', errno: 400, message: 'Invalid signature' });
  });

  it('shows the server-error text for a 5xx without a message or a non-JSON body', async () => {
    const client = createApiClient({ baseUrl: `${api.url}/api/boom#` });
    await expect(client.api.contractList()).rejects.toThrow('Server error, please contact customer service (err502)');
    const html = createApiClient({ baseUrl: `${api.url}/api/html#` });
    await expect(html.api.contractList()).rejects.toMatchObject({ name: 'ApiError', status: 502 });
  });

  it('reports an unreachable server as NetworkError', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(client.user.info('0x1')).rejects.toThrow(NetworkError);
  });
});

// The site's own API client (wallet-core's createApiClient) against this server over HTTP: the contract both sides keep.
import { createApiClient, loginMessage } from '@fanout/wallet-core';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testLoginText } from './helper.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t.close();
});

describe('wallet-core API client against apps/api', () => {
  it('logs in, reads the user, the contract list and the whitelist', async () => {
    const wallet = Wallet.createRandom();
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = await wallet.signMessage(loginMessage(testLoginText, timestamp));
    let signedIn: string | undefined;
    const client = createApiClient({ baseUrl, getToken: () => signedIn });
    const { token, user } = await client.user.login({ userAddress: wallet.address, signature, timestamp });
    expect(token).toBeTruthy();
    expect(user?.address).toBe(wallet.address.toLowerCase());
    // Another address's profile is blank to everyone; the signed-in caller sees their own.
    expect((await client.user.info(wallet.address)).id).toBe(0);
    signedIn = token;
    expect((await client.user.info(wallet.address)).id).toBe(user?.id);
    const list = await client.api.contractList();
    expect(list).toHaveLength(2);
    expect(await client.api.whitelist(wallet.address)).toMatchObject({ whitelisted: false });
  });

  it('surfaces the server error of a replayed login', async () => {
    const wallet = Wallet.createRandom();
    const timestamp = Math.floor(Date.now() / 1000);
    const payload = {
      userAddress: wallet.address,
      signature: await wallet.signMessage(loginMessage(testLoginText, timestamp)),
      timestamp,
    };
    const client = createApiClient({ baseUrl });
    await client.user.login(payload);
    await expect(client.user.login(payload)).rejects.toMatchObject({ errno: 401 });
  });
});

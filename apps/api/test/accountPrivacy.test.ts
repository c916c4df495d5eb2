// Issue 20 (7, 11): a deleted user's token is no login (401); profiles show a random public id, not the sequential
// row id that would count the users; /api/user/info is rate-limited; /api/whitelist keeps the operator's note private.
import { loginMessage } from '@fanout/wallet-core';
import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, whitelist } from '../src/db/schema.js';
import { buildTestApp, type TestApp, testLoginText } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: { formMax: 1000, loginMax: 1000, userInfoMax: 5, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

async function signIn(w = Wallet.createRandom()) {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = await w.signMessage(loginMessage(testLoginText, timestamp));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { userAddress: w.address, signature, timestamp },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; user: { id: number; address: string } };
}

function decodeToken(token: string): { uid: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
}

describe('accounts', () => {
  it("answers a deleted user's still-valid token with 401, not 404", async () => {
    const { token, user } = await signIn();
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.address, user.address));
    const res = await t.app.inject({ url: '/api/user/me', headers: auth });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errno: 401, errmsg: 'Please login first' });
  });

  it('shows no sequential id: neither in profiles nor in tokens', async () => {
    const signedIn = [await signIn(), await signIn(), await signIn()];
    const ids = signedIn.map((s) => s.user.id);
    const rowIds = await t.app.db.select({ id: users.id }).from(users);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(rowIds.map((r) => r.id)).not.toContain(id);
    }
    // Consecutive sign-ups do not get consecutive ids.
    expect(Math.abs((ids[1] as number) - (ids[0] as number))).toBeGreaterThan(1000);
    expect(signedIn.map((s) => decodeToken(s.token).uid)).toEqual(ids);
    const info = await t.app.inject({
      url: `/api/user/info?address=${signedIn[0]?.user.address}`,
      headers: { authorization: `Bearer ${signedIn[0]?.token}` },
    });
    expect(info.json().data.id).toBe(ids[0]);
  });

  it('rate-limits /api/user/info per client, with Retry-After', async () => {
    const codes: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        url: `/api/user/info?address=0x${i.toString(16).padStart(40, '0')}`,
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = res.headers['retry-after'];
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("keeps the operator's whitelist note out of /api/whitelist", async () => {
    const address = `0x${'5e'.repeat(20)}`;
    await t.app.db.insert(whitelist).values({ address, note: 'met at the conference, VIP' });
    const res = await t.app.inject({ url: `/api/whitelist?address=${address}` });
    expect(res.json()).toEqual({ data: { address, whitelisted: true } });
    expect(res.body).not.toContain('VIP');
  });
});

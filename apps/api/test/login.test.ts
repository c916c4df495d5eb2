// Wallet sign-in and the user routes: signature, timestamp window, replay, token.
import { loginMessage } from '@fanout/wallet-core';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSignatures } from '../src/db/schema.js';
import { pruneLoginSignatures } from '../src/login/pruneLoginSignatures.js';
import { buildTestApp, form, formHeaders, type TestApp, testLoginText } from './helper.js';

let t: TestApp;
// The site is reachable under two names (e.g. fanout.example and www.fanout.example): either login text works.
const otherOwnText = 'www.localhost:3000 wants you to sign in to Fanout (test).\nIssued At: ';
beforeAll(async () => {
  t = await buildTestApp({ loginTexts: [testLoginText, otherOwnText] });
});
afterAll(async () => {
  await t.close();
});

const wallet = Wallet.createRandom();
const now = () => Math.floor(Date.now() / 1000);
// The shared wallet signs in several times; each (address, timestamp) is accepted once, so every one of its
// logins takes a timestamp strictly below the last (a fixed offset from now() could repeat one a second later).
let lastWalletTimestamp = Number.POSITIVE_INFINITY;
const nextWalletTimestamp = () => {
  lastWalletTimestamp = Math.min(now(), lastWalletTimestamp - 1);
  return lastWalletTimestamp;
};

async function signIn(
  w: { address: string; signMessage(m: string): Promise<string> },
  timestamp = now(),
  text = testLoginText,
) {
  const signature = await w.signMessage(loginMessage(text, timestamp));
  return { userAddress: w.address, signature, timestamp };
}

async function login(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', payload: body as object });
}

describe('POST /api/user/login', () => {
  it('signs in with a valid signature, creates the user on first login and returns a token', async () => {
    const res = await login(await signIn(wallet, nextWalletTimestamp()));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errno).toBeUndefined();
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.user).toMatchObject({
      address: wallet.address.toLowerCase(),
      nickname: '',
      avatar: '',
      brief: '',
      shortUrl: '',
      bannerUrl: '',
    });
    expect(typeof body.data.user.id).toBe('number');

    const me = await t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.address).toBe(wallet.address.toLowerCase());
    // The site stores the token under "Authorization" and may send it bare.
    const bare = await t.app.inject({ url: '/api/user/me', headers: { authorization: body.data.token } });
    expect(bare.json().data.id).toBe(body.data.user.id);
  });

  it('keeps the same user on a second login', async () => {
    const first = (await login(await signIn(wallet, nextWalletTimestamp()))).json();
    const second = (await login(await signIn(wallet, nextWalletTimestamp()))).json();
    expect(second.data.user.id).toBe(first.data.user.id);
  });

  it('accepts form-urlencoded bodies with a string timestamp', async () => {
    const b = await signIn(Wallet.createRandom());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: form({ userAddress: b.userAddress, signature: b.signature, timestamp: String(b.timestamp) }),
      headers: formHeaders,
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a signature over any of the site’s own login texts', async () => {
    const res = await login(await signIn(Wallet.createRandom(), now(), otherOwnText));
    expect(res.statusCode).toBe(200);
  });

  it('rejects a replayed signature', async () => {
    const body = await signIn(Wallet.createRandom());
    expect((await login(body)).statusCode).toBe(200);
    const replay = await login(body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ errno: 401, errmsg: 'Signature failed', reason: 'replayed' });
  });

  it('rejects timestamps more than 300 s away from now, both ways, and accepts the window’s edges', async () => {
    // A pinned clock: signing takes real time, so a timestamp computed before signing drifts against Date.now.
    const pinned = 1_800_000_000;
    const fixed = await buildTestApp({ loginTexts: [testLoginText], now: () => pinned * 1000 + 999 });
    try {
      const post = async (ts: number) =>
        fixed.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: await signIn(Wallet.createRandom(), ts),
        });
      for (const ts of [pinned - 301, pinned + 301, pinned - 86_400]) {
        const res = await post(ts);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ errmsg: 'Signature failed', reason: 'expired' });
      }
      for (const ts of [pinned - 300, pinned + 300, pinned]) expect((await post(ts)).statusCode).toBe(200);
    } finally {
      await fixed.close();
    }
  });

  it('rejects a signature by another wallet, or over another site’s login text', async () => {
    const other = Wallet.createRandom();
    const forged = { ...(await signIn(other)), userAddress: wallet.address };
    const res = await login(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ reason: 'mismatch' });

    const elsewhere = await signIn(wallet, now(), 'evil.example wants you to sign in to Fanout.\nIssued At: ');
    expect((await login(elsewhere)).json()).toMatchObject({ errno: 401, reason: 'mismatch' });
  });

  it.each([
    ['not hex', '0xzz'],
    ['too short', '0x1234'],
    ['v not 27/28', `0x${'11'.repeat(64)}05`],
    ['empty', ''],
    ['r = s = 0', `0x${'00'.repeat(64)}1b`],
  ])('answers a malformed signature (%s) with 400, never 500', async (_label, signature) => {
    const res = await login({ userAddress: wallet.address, signature, timestamp: now() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errno: 400, errmsg: 'Parameter error', field: 'signature' });
  });

  it.each([
    ['address missing', { signature: '0x00', timestamp: 1 }, 'userAddress'],
    ['bad address', { userAddress: '0x123', signature: '0x00', timestamp: 1 }, 'userAddress'],
    ['timestamp not a number', { userAddress: wallet.address, signature: '0x00', timestamp: 'soon' }, 'timestamp'],
  ])('rejects %s with 400', async (_label, body, field) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errno: 400, field });
  });

  it('prunes used signatures only once their timestamp is out of the window, so a replay stays impossible', async () => {
    const w = Wallet.createRandom();
    const body = await signIn(w, now() - 200);
    expect((await login(body)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(loginSignatures);
    for (const r of rows) expect(r.expiresAt.getTime()).toBeGreaterThan((r.timestamp + 300) * 1000);
    // Pruning now keeps it: the replay is still caught as a replay.
    await pruneLoginSignatures(t.app.db);
    expect((await login(body)).json()).toMatchObject({ reason: 'replayed' });
    // Pruning as if 20 minutes had passed removes it (by then its timestamp is refused as expired).
    const removed = await pruneLoginSignatures(t.app.db, new Date(Date.now() + 1_200_000));
    expect(removed).toBeGreaterThan(0);
    expect(await t.app.db.select().from(loginSignatures)).toHaveLength(0);
  });
});

describe('user routes', () => {
  it('GET /api/user/me needs a valid token', async () => {
    const none = await t.app.inject({ url: '/api/user/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errno: 401, errmsg: 'Please login first' });
    const forged = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidWlkIjoxfQ.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('GET /api/user/info returns the public profile by address (any case)', async () => {
    await login(await signIn(wallet, nextWalletTimestamp()));
    const res = await t.app.inject({
      url: `/api/user/info?address=${wallet.address.toUpperCase().replace('0X', '0x')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['address', 'avatar', 'bannerUrl', 'brief', 'id', 'nickname', 'shortUrl'].sort(),
    );
  });

  it('GET /api/user/info: unknown address the same blank 200 as any other, bad address 400', async () => {
    const unknown = await t.app.inject({ url: `/api/user/info?address=0x${'ab'.repeat(20)}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toMatchObject({ id: 0, nickname: '' });
    const bad = await t.app.inject({ url: '/api/user/info?address=bob' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errno: 400, errmsg: 'Parameter error', field: 'address' });
  });
});

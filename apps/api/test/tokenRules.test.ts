// Issue 31: a token is only what the server issues (HS256 with an expiry), and /api/user/info tells a stranger
// nothing about whether an address has ever signed in (PGlite, and PostgreSQL in the postgres project).
import { createHmac } from 'node:crypto';
import { loginMessage } from '@fanout/wallet-core';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testConfig, testLoginText } from './helper.js';

let t: TestApp;
const secret = testConfig({ kind: 'pglite' }).jwtSecret;
beforeAll(async () => {
  t = await buildTestApp();
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

function forge(header: object, claims: object): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${b64(header)}.${b64(claims)}`;
  const alg = (header as { alg: string }).alg === 'HS512' ? 'sha512' : 'sha256';
  return `${body}.${createHmac(alg, secret).update(body).digest('base64url')}`;
}

describe('tokens', () => {
  it('accepts the issued HS256 token with exp; refuses HS512 and a token without exp, though signed with the secret', async () => {
    const { token, user } = await signIn();
    const me = (tok: string) => t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${tok}` } });
    expect((await me(token)).statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const now = Math.floor(Date.now() / 1000);
    // The same forging with HS256 and exp is accepted: what is refused is the algorithm or the missing expiry.
    expect(
      (await me(forge({ alg: 'HS256', typ: 'JWT' }, { sub: claims.sub, uid: user.id, iat: now, exp: now + 60 })))
        .statusCode,
    ).toBe(200);
    const hs512 = await me(
      forge({ alg: 'HS512', typ: 'JWT' }, { sub: claims.sub, uid: user.id, iat: now, exp: now + 60 }),
    );
    expect(hs512.statusCode).toBe(401);
    expect(hs512.json()).toEqual({ errno: 401, errmsg: 'Please login first' });
    const forever = await me(forge({ alg: 'HS256', typ: 'JWT' }, { sub: claims.sub, uid: user.id, iat: now }));
    expect(forever.statusCode).toBe(401);
  });
});

describe('/api/user/info', () => {
  it('answers the same for an address that signed in and one that never did; the caller sees their own profile', async () => {
    const { token, user } = await signIn();
    const never = Wallet.createRandom().address;
    const info = (address: string, tok?: string) =>
      t.app.inject({
        url: `/api/user/info?address=${address}`,
        ...(tok && { headers: { authorization: `Bearer ${tok}` } }),
      });
    const known = await info(user.address);
    const unknown = await info(never);
    expect(known.statusCode).toBe(unknown.statusCode);
    const blank = (r: typeof known, address: string) => ({ ...r.json().data, address: address.toLowerCase() });
    expect(blank(known, '0x')).toEqual(blank(unknown, '0x'));
    // Another signed-in visitor learns nothing either.
    const other = await signIn();
    expect(blank(await info(user.address, other.token), '0x')).toEqual(blank(unknown, '0x'));
    // The caller's own address: their profile.
    const own = await info(user.address, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(user.id);
  });
});

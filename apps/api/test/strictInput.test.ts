// Issue 20 (10): input the API used to accept or refuse wrongly: text/plain (415), duplicate JSON keys, loose login
// timestamps, mixed-case addresses with a wrong EIP-55 checksum, and signatures with v = 0/1 (normalised).
import { loginMessage } from '@fanout/wallet-core';
import { getAddress, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testLoginText } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => Math.floor(Date.now() / 1000);
const json = { 'content-type': 'application/json' };

function login(payload: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', payload, headers: json });
}

describe('content types and JSON', () => {
  it('answers text/plain with 415, as documented', async () => {
    for (const url of ['/php/contact-form-process.php', '/api/user/login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: 'name=Ada&email=a@example.com',
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ errno: 415, errmsg: 'Unsupported media type' });
    }
  });

  it('refuses a JSON body that names a field twice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/php/contact-form-process.php',
      payload: '{"name":"Ada","email":"a@example.com","email":"evil@example.com"}',
      headers: json,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errno: 400, errmsg: 'Parameter error', field: 'email' });
    // Escaped spellings of one key are the same key.
    const escaped = await t.app.inject({
      method: 'POST',
      url: '/php/contact-form-process.php',
      payload: '{"name":"Ada","\\u006eame":"Bob","email":"a@example.com"}',
      headers: json,
    });
    expect(escaped.statusCode).toBe(400);
    // Equal keys in different objects, and equal values, are fine.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/php/contact-form-process.php',
      payload: '{"name":"email","email":"a@example.com","message":"{\\"name\\":1,\\"name\\":2}"}',
      headers: json,
    });
    expect(fine.statusCode).toBe(200);
  });
});

describe('login input', () => {
  const wallet = Wallet.createRandom();

  it.each([
    ['null', 'null'],
    ['true', 'true'],
    ['"Infinity"', '"Infinity"'],
    ['whitespace', '" 1700000000 "'],
    ['empty string', '""'],
    ['a fraction', '1700000000.5'],
    ['an array', '[1700000000]'],
  ])('refuses timestamp %s with 400 naming it', async (_label, raw) => {
    const res = await login(
      `{"userAddress":"${wallet.address}","signature":"0x${'11'.repeat(65)}","timestamp":${raw}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errno: 400, errmsg: 'Parameter error', field: 'timestamp' });
  });

  it('refuses a mixed-case address whose EIP-55 checksum is wrong, accepts right and single-case ones', async () => {
    const right = getAddress(`0x${'ab'.repeat(20)}`);
    // Flip the case of one letter: still mixed case, checksum now wrong.
    const i = right.search(/[a-f]/);
    const wrong = `${right.slice(0, i)}${(right[i] as string).toUpperCase()}${right.slice(i + 1)}`;
    expect((await t.app.inject({ url: `/api/whitelist?address=${wrong}` })).json()).toEqual({
      errno: 400,
      errmsg: 'Parameter error',
      field: 'address',
    });
    for (const ok of [right, right.toLowerCase(), `0x${right.slice(2).toUpperCase()}`])
      expect((await t.app.inject({ url: `/api/whitelist?address=${ok}` })).statusCode).toBe(200);

    const timestamp = now();
    const signature = await wallet.signMessage(loginMessage(testLoginText, timestamp));
    const a = wallet.address;
    const j = a.search(/[a-f]/) === -1 ? a.search(/[A-F]/) : a.search(/[a-f]/);
    const c = a[j] as string;
    const mistyped = `${a.slice(0, j)}${c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()}${a.slice(j + 1)}`;
    const res = await login(JSON.stringify({ userAddress: mistyped, signature, timestamp }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('userAddress');
  });

  it('accepts a signature with v = 0 or 1 as the same signature with v = 27 or 28', async () => {
    // Random wallets until both recovery ids have been seen (each is 1/2 likely per signature).
    const seen = new Set<number>();
    for (let k = 0; k < 40 && seen.size < 2; k++) {
      const w = Wallet.createRandom();
      const timestamp = now();
      const signature = await w.signMessage(loginMessage(testLoginText, timestamp));
      const v = Number.parseInt(signature.slice(-2), 16);
      if (seen.has(v)) continue;
      seen.add(v);
      const raw = `${signature.slice(0, -2)}${(v - 27).toString(16).padStart(2, '0')}`;
      const res = await login(JSON.stringify({ userAddress: w.address, signature: raw, timestamp }));
      expect(res.statusCode, `v=${v - 27}`).toBe(200);
      expect(res.json().data.user.address).toBe(w.address.toLowerCase());
      // The same login with v = 27/28 is a replay of it.
      const again = await login(JSON.stringify({ userAddress: w.address, signature, timestamp }));
      expect(again.json()).toMatchObject({ errno: 401, reason: 'replayed' });
    }
    expect([...seen].sort()).toEqual([27, 28]);
  });
});

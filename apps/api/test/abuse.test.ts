// Rate limits on forms and login (429 with Retry-After), and forwarding headers that must not dodge them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';

const contact = '/php/contact-form-process.php';
const valid = form({ name: 'A', email: 'a@example.com' });

describe('rate limits, TRUST_PROXY off (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimit: { formMax: 3, loginMax: 2, userInfoMax: 1000, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the 4th form post in the window with 429 and Retry-After, even with spoofed X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: contact,
        payload: valid,
        headers: { ...formHeaders, 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: contact,
      payload: valid,
      headers: { ...formHeaders, 'x-forwarded-for': '192.0.2.77' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errno: 429, errmsg: 'Too many requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts another client address separately', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contact,
      payload: valid,
      headers: formHeaders,
      remoteAddress: '10.9.8.7',
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits login attempts too', async () => {
    const body = { userAddress: `0x${'12'.repeat(20)}`, signature: '0x00', timestamp: 1 };
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/user/login', payload: body })).statusCode);
    }
    expect(codes).toEqual([401, 401, 429]);
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/api/contract/list' })).statusCode).toBe(200);
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      trustProxy: true,
      rateLimit: { formMax: 1, loginMax: 1, userInfoMax: 1000, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keys the limit on the client address the proxy reports', async () => {
    const post = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: contact,
        payload: valid,
        headers: { ...formHeaders, 'x-forwarded-for': ip },
      });
    expect((await post('203.0.113.1')).statusCode).toBe(200);
    expect((await post('203.0.113.1')).statusCode).toBe(429);
    expect((await post('203.0.113.2')).statusCode).toBe(200);
  });
});

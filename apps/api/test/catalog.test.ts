// Contract list, whitelist, health and readiness, and the JSON error convention for unknown routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, whitelist } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const zero = '0x0000000000000000000000000000000000000000';

describe('GET /api/contract/list', () => {
  it('always has the placeholder at 0 and the approval-for-all slot at 1', async () => {
    const res = await t.app.inject({ url: '/api/contract/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        list: [
          { kind: 'placeholder', chainId: 0, address: zero, name: '' },
          { kind: 'approval', chainId: 0, address: zero, name: '' },
        ],
      },
    });
  });

  it('lists the approval contract, then bulk-send contracts ordered by chain', async () => {
    await t.app.db.insert(contracts).values([
      { kind: 'bulkSend', chainId: 80002, address: `0x${'22'.repeat(20)}`, name: 'BulkSend Amoy' },
      { kind: 'bulkSend', chainId: 137, address: `0x${'11'.repeat(20)}`, name: 'BulkSend' },
      { kind: 'approval', chainId: 137, address: `0x${'aa'.repeat(20)}`, name: 'Proxy' },
    ]);
    const list = (await t.app.inject({ url: '/api/contract/list' })).json().data.list;
    expect(list.map((c: { kind: string; chainId: number }) => `${c.kind}:${c.chainId}`)).toEqual([
      'placeholder:0',
      'approval:137',
      'bulkSend:137',
      'bulkSend:80002',
    ]);
    expect(list[1].address).toBe(`0x${'aa'.repeat(20)}`);
  });
});

describe('GET /api/whitelist', () => {
  it('answers whether an address is whitelisted, case-insensitively', async () => {
    const listed = `0x${'ab'.repeat(20)}`;
    await t.app.db.insert(whitelist).values({ address: listed, note: 'early supporter' });
    const yes = await t.app.inject({ url: `/api/whitelist?address=0x${'AB'.repeat(20)}` });
    expect(yes.json()).toEqual({ data: { address: listed, whitelisted: true } });
    const no = await t.app.inject({ url: `/api/whitelist?address=0x${'cd'.repeat(20)}` });
    expect(no.json()).toEqual({ data: { address: `0x${'cd'.repeat(20)}`, whitelisted: false } });
  });

  it('rejects a missing or malformed address with 400', async () => {
    for (const url of ['/api/whitelist', '/api/whitelist?address=0x12', '/api/whitelist?address[]=x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errno: 400, errmsg: 'Parameter error' });
    }
  });
});

describe('health, readiness and errors', () => {
  it('GET /healthz and /readyz answer ok while the database is up', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('unknown routes answer 404 in the { errno, errmsg } shape', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errno: 404, errmsg: 'Not found' });
  });

  it('a server fault answers 500 with the spec message and no stack trace', async () => {
    const other = await buildTestApp();
    await other.app.database.close();
    const res = await other.app.inject({ url: '/api/contract/list' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errno: 500, errmsg: 'Server error, please contact customer service' });
    const ready = await other.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ errno: 503, errmsg: 'Service unavailable' });
    await other.app.close().catch(() => {});
    await other.database.drop();
  });
});

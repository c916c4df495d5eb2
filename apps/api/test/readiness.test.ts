// Issue 20 (9): /readyz is 503 whenever form posts would fail: a migration not applied, or a table posts write to
// that cannot take them; 200 again once repaired, and the probe leaves no row behind. Issue 40 (3): it is cheap (one
// probe per second however often it is asked), rate-limited, and never shows stored text.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows.js';
import { messages, outbox } from '../src/db/schema.js';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  // Every call probes afresh here (readinessReuseMs 0): these tests change the database between calls.
  t = await buildTestApp({ readinessReuseMs: 0 });
});
afterAll(async () => {
  await t.close();
});

async function ready(): Promise<number> {
  return (await t.app.inject({ url: '/readyz' })).statusCode;
}

async function postWorks(): Promise<boolean> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/php/contact-form-process.php',
    payload: form({ name: 'Ada', email: 'ada@example.com' }),
    headers: formHeaders,
  });
  return res.statusCode === 200;
}

describe('GET /readyz', () => {
  it('is 200 while posts work, and its probe stores nothing', async () => {
    expect(await ready()).toBe(200);
    expect(await t.app.db.select().from(messages)).toHaveLength(0);
    expect(await t.app.db.select().from(outbox)).toHaveLength(0);
  });

  it('is 503 while a column posts write to is missing, 200 once it is back', async () => {
    await t.app.db.execute(sql`alter table messages rename column user_agent to ua`);
    try {
      expect(await postWorks()).toBe(false);
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errno: 503, errmsg: 'Service unavailable' });
    } finally {
      await t.app.db.execute(sql`alter table messages rename column ua to user_agent`);
    }
    expect(await ready()).toBe(200);
    expect(await postWorks()).toBe(true);
  });

  it('is 503 while the messages table refuses every row', async () => {
    await t.app.db.execute(sql`alter table messages add constraint closed check (false) not valid`);
    try {
      expect(await postWorks()).toBe(false);
      expect(await ready()).toBe(503);
    } finally {
      await t.app.db.execute(sql`alter table messages drop constraint closed`);
    }
    expect(await ready()).toBe(200);
  });

  it('is 503 while a migration this build needs is not applied', async () => {
    const [last] = rows<{ hash: string }>(
      await t.app.db.execute(sql`select hash from fanout_migrations order by created_at desc limit 1`),
    );
    await t.app.db.execute(sql`update fanout_migrations set hash = 'missing' where hash = ${last?.hash}`);
    try {
      expect(await ready()).toBe(503);
    } finally {
      await t.app.db.execute(sql`update fanout_migrations set hash = ${last?.hash} where hash = 'missing'`);
    }
    expect(await ready()).toBe(200);
  });
});

describe('GET /readyz under many calls', () => {
  it('probes the database at most once a second, and refuses a flood from one client with 429', async () => {
    const own = await buildTestApp({
      rateLimit: { formMax: 1000, loginMax: 1000, userInfoMax: 1000, readyzMax: 40, windowMs: 60_000 },
    });
    try {
      // Each probe inserts a message (rolled back): a sequence, which a rollback does not undo, counts them.
      await own.app.db.execute(sql`create sequence probes`);
      await own.app.db.execute(sql`create function count_probe() returns trigger language plpgsql as
        $$ begin perform nextval('probes'); return new; end $$`);
      await own.app.db.execute(
        sql`create trigger count_probe before insert on messages for each row execute function count_probe()`,
      );
      const t0 = performance.now();
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push((await own.app.inject({ url: '/readyz' })).statusCode);
      answers.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => own.app.inject({ url: '/readyz' })))).map(
          (r) => r.statusCode,
        ),
      );
      const seconds = (performance.now() - t0) / 1000;
      expect(answers.every((s) => s === 200)).toBe(true);
      const [row] = rows<{ n: string | number }>(await own.app.db.execute(sql`select last_value as n from probes`));
      expect(Number(row?.n)).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      const flood = await own.app.inject({ url: '/readyz' });
      expect(flood.statusCode).toBe(429);
      expect(flood.headers['retry-after']).toBeDefined();
    } finally {
      await own.close();
    }
  });
});

// Issue 20 (5): a database that does not answer cannot make posts wait without limit or pile up in memory. Posts
// beyond the bounded write queue get 503 at once, posts that wait longer than the write timeout get 503, both with
// Retry-After; a post answered 503 is never stored, and every post answered 200 is.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitsConfig } from '../src/config/AppConfig.js';
import { messages } from '../src/db/schema.js';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(limits: Partial<LimitsConfig>): Promise<TestApp> {
  t = await buildTestApp({
    limits: { requestTimeoutMs: 15_000, writeTimeoutMs: 5000, writeQueueMax: 5000, retryAfterSeconds: 7, ...limits },
  });
  return t;
}

/** Makes every statement writing messages take `seconds` (a trigger that sleeps), as an overloaded or hung
 * database would; the returned function makes it fast again. */
async function slowDatabase(app: TestApp, seconds: number): Promise<() => Promise<void>> {
  await app.app.db.execute(
    sql.raw(`create function slow_down() returns trigger language plpgsql as
    $$ begin perform pg_sleep(${seconds}); return null; end $$`),
  );
  await app.app.db.execute(
    sql`create trigger slow_down before insert on messages for each statement execute function slow_down()`,
  );
  return async () => {
    await app.app.db.execute(sql`drop trigger slow_down on messages`);
    await app.app.db.execute(sql`drop function slow_down()`);
  };
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  ms: number;
  name: string;
}

async function postMany(app: TestApp, n: number, prefix: string): Promise<Answer[]> {
  const t0 = Date.now();
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const name = `${prefix} ${i}`;
      const res = await app.app.inject({
        method: 'POST',
        url: '/php/contact-form-process.php',
        payload: form({ name, email: `p${i}@example.com` }),
        headers: formHeaders,
      });
      if (res.statusCode === 503) expect(res.json()).toEqual({ errno: 503, errmsg: 'Service unavailable' });
      return {
        status: res.statusCode,
        retryAfter: res.headers['retry-after'] as string | undefined,
        ms: Date.now() - t0,
        name,
      };
    }),
  );
}

async function expectStoredExactlyThe200s(app: TestApp, answers: Answer[]): Promise<void> {
  const stored = (await app.app.db.select({ name: messages.name }).from(messages)).map((r) => r.name).sort();
  expect(stored).toEqual(
    answers
      .filter((a) => a.status === 200)
      .map((a) => a.name)
      .sort(),
  );
}

describe('overload', () => {
  it('answers posts beyond a full write queue with 503 and Retry-After at once', async () => {
    const app = await appWith({ writeQueueMax: 3, writeTimeoutMs: 8000 });
    const restore = await slowDatabase(app, 1.5);
    const answers = await postMany(app, 30, 'Queue');
    await restore();
    const refused = answers.filter((a) => a.status === 503);
    // At most the statements in flight (1 on PGlite, 4 on PostgreSQL) and 3 queued posts are held; the rest are refused
    // without waiting for the database.
    expect(refused.length).toBeGreaterThanOrEqual(30 - 3 - 4 * 1 - 3);
    for (const r of refused) expect(r.retryAfter).toBe('7');
    expect(Math.min(...refused.map((r) => r.ms))).toBeLessThan(2000);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    await expectStoredExactlyThe200s(app, answers);
  });

  it('answers posts the database does not take within the write timeout with 503, and stores none of them', async () => {
    const app = await appWith({ writeTimeoutMs: 800 });
    const restore = await slowDatabase(app, 2);
    // More posts than one statement holds (500): those left over wait behind a statement that takes 2 s.
    const answers = await postMany(app, 520, 'Slow');
    await restore();
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const r of refused) {
      expect(r.retryAfter).toBe('7');
      // Refused once the timeout passed, not after the next 2 s statement the slow database would have run.
      expect(r.ms).toBeLessThan(8000);
    }
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    await expectStoredExactlyThe200s(app, answers);
    // The database is back: posts work again.
    expect((await postMany(app, 3, 'After')).map((a) => a.status)).toEqual([200, 200, 200]);
  });
});

// Issue 20 (1): one visitor's post can never fail another's. A value PostgreSQL cannot store is refused with 400
// before it reaches a group-commit statement; a statement that fails anyway is retried post by post, so only the
// post at fault fails; and the error log records none of the visitors' names, emails or messages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import { MessageWriter } from '../src/forms/MessageWriter.js';
import type { NewMessage } from '../src/forms/NewMessage.js';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger: true, logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.delete(messages);
  logLines.length = 0;
});

const contact = '/php/contact-form-process.php';

function postContact(fields: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: contact, payload: form(fields), headers: formHeaders });
}

async function storedNames(): Promise<string[]> {
  return (await t.app.db.select({ name: messages.name }).from(messages)).map((r) => r.name).sort();
}

describe('a post PostgreSQL cannot store', () => {
  it.each([
    ['name', { name: 'A\u0000da', email: 'a@example.com' }],
    ['email', { name: 'Ada', email: 'a\u0000@example.com' }],
    ['message', { name: 'Ada', email: 'a@example.com', message: 'hi\u0000there' }],
  ])('is refused with 400 naming %s (form-urlencoded and JSON)', async (field, body) => {
    const res = await postContact(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errno: 400, errmsg: 'Parameter error', field });
    const json = await t.app.inject({
      method: 'POST',
      url: contact,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(await storedNames()).toEqual([]);
  });

  it('does not fail the visitors posting at the same moment', async () => {
    const good = Array.from({ length: 40 }, (_, i) => ({ name: `Visitor ${i}`, email: `v${i}@example.com` }));
    const bad = Array.from({ length: 8 }, (_, i) => ({ name: `Bad${i}\u0000`, email: `b${i}@example.com` }));
    const all = [...good, ...bad].sort((a, b) => a.name.localeCompare(b.name));
    const answers = await Promise.all(all.map(async (b) => ({ b, res: await postContact(b) })));
    for (const { b, res } of answers) expect(res.statusCode, b.name).toBe(b.name.startsWith('Bad') ? 400 : 200);
    expect(await storedNames()).toEqual(good.map((g) => g.name).sort());
  });
});

describe('a group-commit statement that fails', () => {
  it('is retried post by post: only the post at fault fails, and the log holds no visitor data', async () => {
    // A rule the database enforces and the API does not know: the statement holding this name fails.
    await t.app.db.execute(sql`alter table messages add constraint no_poison check (name <> 'Poison Pill')`);
    try {
      const good = Array.from({ length: 30 }, (_, i) => ({
        name: `Grace ${i}`,
        email: `grace${i}@example.com`,
        message: `secret plan ${i}`,
      }));
      const poison = { name: 'Poison Pill', email: 'poison@example.com', message: 'private words' };
      const answers = await Promise.all([...good.slice(0, 15), poison, ...good.slice(15)].map((b) => postContact(b)));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(30);
      expect(codes.filter((c) => c === 500)).toHaveLength(1);
      expect(answers[15]?.json()).toEqual({ errno: 500, errmsg: 'Server error, please contact customer service' });
      expect(await storedNames()).toEqual(good.map((g) => g.name).sort());

      const log = logLines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('no_poison');
      for (const secret of ['Poison Pill', 'poison@example.com', 'private words', 'Grace 1', 'grace1@', 'secret plan'])
        expect(log).not.toContain(secret);
    } finally {
      await t.app.db.execute(sql`alter table messages drop constraint no_poison`);
    }
  });

  it('logs a refused body without quoting it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contact,
      payload: '{"name":Private Person,"email":"private@example.com"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(logLines.join('')).toContain('request rejected');
    expect(logLines.join('')).not.toContain('Private');
  });

  it('stores the rest of a batch handed to the writer directly, even with a NUL in one message', async () => {
    const writer = new MessageWriter(t.app.db, undefined, {
      maxInFlight: 1,
      maxQueue: 100,
      timeoutMs: 5000,
      retryAfterSeconds: 5,
    });
    const base: NewMessage = {
      kind: 'contact',
      name: '',
      email: 'w@example.com',
      message: '',
      agree: false,
      spam: false,
      ip: '127.0.0.1',
      userAgent: 'test',
    };
    const results = await Promise.allSettled(
      ['One', 'Two\u0000', 'Three', 'Four'].map((name) => writer.write({ ...base, name })),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await storedNames()).toEqual(['Four', 'One', 'Three']);
  });
});

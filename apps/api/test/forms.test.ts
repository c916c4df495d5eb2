// The contact and quote forms: the site's original contract, validation, spam, and hostile inputs.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.delete(messages);
});

const contact = '/php/contact-form-process.php';
const quote = '/php/quote-form-process.php';

async function post(url: string, payload: string, headers: Record<string, string> = formHeaders) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

async function stored() {
  return t.app.db.select().from(messages).orderBy(desc(messages.createdAt));
}

describe('contact form', () => {
  it('stores a valid message and answers 200', async () => {
    const res = await post(contact, form({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true } });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact', name: 'Ada', email: 'ada@example.com', message: 'Hello there' });
    expect(rows[0]?.spam).toBe(false);
  });

  it('accepts JSON as well as form-urlencoded, and the message is optional', async () => {
    const res = await post(contact, JSON.stringify({ name: 'Bo', email: 'bo@example.org' }), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(200);
    expect((await stored())[0]?.message).toBe('');
  });

  it.each([
    ['name missing', { email: 'a@example.com' }, 'name'],
    ['name blank', { name: '   ', email: 'a@example.com' }, 'name'],
    ['email missing', { name: 'A' }, 'email'],
    ['email invalid', { name: 'A', email: 'not-an-email' }, 'email'],
    ['name too long', { name: 'x'.repeat(201), email: 'a@example.com' }, 'name'],
    ['email too long', { name: 'A', email: `${'a'.repeat(250)}@example.com` }, 'email'],
    ['message too long', { name: 'A', email: 'a@example.com', message: 'm'.repeat(5001) }, 'message'],
  ])('rejects %s with 400 naming the field, and stores nothing', async (_label, body, field) => {
    const res = await post(contact, form(body as Record<string, string>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errno: 400, errmsg: 'Parameter error', field });
    expect(await stored()).toHaveLength(0);
  });

  it('accepts a message of exactly 5,000 characters', async () => {
    const res = await post(contact, form({ name: 'A', email: 'a@example.com', message: 'm'.repeat(5000) }));
    expect(res.statusCode).toBe(200);
  });

  it('rejects CR/LF in name or email (no mail header injection)', async () => {
    for (const body of [
      { name: 'Eve\r\nBcc: victim@example.com', email: 'eve@example.com' },
      { name: 'Eve', email: 'eve@example.com\r\nBcc: victim@example.com' },
      { name: 'Eve\nX: y', email: 'eve@example.com' },
    ]) {
      const res = await post(contact, form(body));
      expect(res.statusCode).toBe(400);
    }
    expect(await stored()).toHaveLength(0);
  });

  it('stores HTML in a message as plain text, unchanged', async () => {
    const html = '<script>alert(1)</script><b>hi</b> & "quotes"';
    const res = await post(contact, form({ name: '<i>Ada</i>', email: 'ada@example.com', message: html }));
    expect(res.statusCode).toBe(200);
    const [row] = await stored();
    expect(row?.message).toBe(html);
    expect(row?.name).toBe('<i>Ada</i>');
  });

  it('answers a filled honeypot with the same 200, stores it as spam', async () => {
    const res = await post(contact, form({ name: 'Bot', email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true } });
    const [row] = await stored();
    expect(row?.spam).toBe(true);
  });

  it('rejects a duplicated field instead of guessing which one counts', async () => {
    const res = await post(
      contact,
      form([
        ['name', 'A'],
        ['email', 'a@example.com'],
        ['email', 'b@example.com'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errno: 400, field: 'email' });
  });

  it('strips unknown fields and ignores __proto__ keys', async () => {
    const res = await post(
      contact,
      form({ name: 'A', email: 'a@example.com', isAdmin: 'true', __proto__: 'x', 'constructor[prototype]': 'y' }),
    );
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const json = await post(contact, '{"name":"A","email":"a@example.com","__proto__":{"polluted":true}}', {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ errno: 400, errmsg: 'Parameter error' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await stored()).toHaveLength(1);
  });

  it('answers an oversized body with 413 and stores nothing', async () => {
    const res = await post(contact, form({ name: 'A', email: 'a@example.com', message: 'x'.repeat(70 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errno: 413, errmsg: 'Payload too large' });
    expect(await stored()).toHaveLength(0);
  });

  it('answers malformed JSON and unknown content types without a stack trace', async () => {
    const bad = await post(contact, '{"name":', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errno: 400, errmsg: 'Parameter error' });
    const xml = await post(contact, '<name>A</name>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.body).not.toMatch(/at .*\.js/);
  });
});

describe('many posts at once', () => {
  it('stores every one of 100 concurrent posts before answering 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(
          i % 2 ? contact : quote,
          form({ name: `P${i}`, email: `p${i}@example.com`, message: `m${i}`, agree: 'on' }),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    const rows = await stored();
    expect(new Set(rows.map((r) => r.message)).size).toBe(100);
    expect(rows.filter((r) => r.kind === 'quote')).toHaveLength(50);
  });
});

describe('quote form', () => {
  it('accepts a checkbox `agree=on` with a message; name and email optional', async () => {
    const res = await post(quote, form({ message: 'Need 500 transfers', agree: 'on' }));
    expect(res.statusCode).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ kind: 'quote', message: 'Need 500 transfers', agree: true, name: '', email: '' });
  });

  it('accepts JSON with agree: true', async () => {
    const res = await post(quote, JSON.stringify({ name: 'Q', email: 'q@example.com', message: 'm', agree: true }), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['message missing', { agree: 'on' }, 'message'],
    ['message blank', { message: '  ', agree: 'on' }, 'message'],
    ['agree missing', { message: 'm' }, 'agree'],
    ['agree not ticked', { message: 'm', agree: 'off' }, 'agree'],
    ['email invalid when given', { message: 'm', agree: 'on', email: 'nope' }, 'email'],
  ])('rejects %s with 400 naming the field', async (_label, body, field) => {
    const res = await post(quote, form(body as Record<string, string>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errno: 400, errmsg: 'Parameter error', field });
    expect(await stored()).toHaveLength(0);
  });
});

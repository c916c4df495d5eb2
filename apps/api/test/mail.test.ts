// Mail without loss: outbox rows delivered to a real local SMTP server, retried, never duplicated.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox } from '../src/db/schema.js';
import { insertMessages } from '../src/forms/insertMessages.js';
import { OutboxWorker } from '../src/mail/OutboxWorker.js';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';
import { SmtpTestServer, testMailConfig, waitFor } from './smtpTestServer.js';

const smtp = new SmtpTestServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await buildTestApp({ mail: testMailConfig(smtp.url) });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
afterEach(async () => {
  smtp.mode = 'ok';
  smtp.delayMs = 0;
  if (!smtp.running) await smtp.start();
  await waitFor(async () => (await pending()) === 0);
  smtp.mails.length = 0;
  await t.app.db.delete(messages);
});

async function pending() {
  return (await t.app.db.select().from(outbox).where(eq(outbox.status, 'pending'))).length;
}

async function postContact(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/php/contact-form-process.php',
    payload: form(fields),
    headers: formHeaders,
  });
}

/** `count` contact messages named `${prefix}0`…, to be mailed. */
function testMessages(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'contact' as const,
    name: `${prefix}${i}`,
    email: `${prefix.toLowerCase()}${i}@example.com`,
    message: '',
    agree: false,
    spam: false,
    ip: '',
    userAgent: '',
  }));
}

describe('outbox delivery', () => {
  it('mails each message once to the operator, with a stable Message-ID and the visitor as Reply-To', async () => {
    const res = await postContact({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello <b>there</b>' });
    expect(res.statusCode).toBe(200);
    await waitFor(() => smtp.mails.length === 1);
    const [row] = await t.app.db.select().from(outbox);
    const [msg] = await t.app.db.select().from(messages);
    expect(row?.mailMessageId).toBe(`<message-${msg?.id}@fanout.test>`);
    const mail = smtp.mails[0];
    expect(mail?.messageId).toBe(row?.mailMessageId);
    expect(mail?.to).toEqual(['operator@fanout.test']);
    expect(mail?.raw).toMatch(/^Reply-To: ada@example.com\r?$/m);
    expect(mail?.raw).toMatch(/^Subject: Contact message from Ada Lovelace\r?$/m);
    expect(mail?.raw).toContain('Hello <b>there</b>');
    await waitFor(async () => (await t.app.db.select().from(outbox))[0]?.status === 'sent');
  });

  it('never mails honeypot spam', async () => {
    await postContact({ name: 'Bot', email: 'bot@example.com', website: 'x' });
    await postContact({ name: 'Real', email: 'real@example.com' });
    await waitFor(() => smtp.mails.length === 1);
    expect(smtp.mails[0]?.raw).toContain('Real');
    expect(await t.app.db.select().from(outbox)).toHaveLength(1);
  });

  it('SMTP down: the visitor still gets 200, and the mail goes out once SMTP is back', async () => {
    await smtp.stop();
    const res = await postContact({ name: 'Grace', email: 'grace@example.com', message: 'while down' });
    expect(res.statusCode).toBe(200);
    await waitFor(async () => ((await t.app.db.select().from(outbox))[0]?.attempts ?? 0) >= 2);
    const [deferred] = await t.app.db.select().from(outbox);
    expect(deferred?.status).toBe('pending');
    expect(deferred?.lastError).toBeTruthy();
    await smtp.start();
    await waitFor(() => smtp.mails.length === 1);
    expect(smtp.mails[0]?.raw).toContain('while down');
    await waitFor(async () => (await t.app.db.select().from(outbox))[0]?.status === 'sent');
  });

  it('retries a 4xx reply with backoff until accepted', async () => {
    smtp.mode = 'temporary';
    await postContact({ name: 'Temp', email: 'temp@example.com' });
    await waitFor(async () => ((await t.app.db.select().from(outbox))[0]?.attempts ?? 0) >= 2);
    smtp.mode = 'ok';
    await waitFor(() => smtp.mails.length === 1);
    const [row] = await t.app.db.select().from(outbox);
    await waitFor(async () => (await t.app.db.select().from(outbox))[0]?.status === 'sent');
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('marks a 5xx reply failed and does not retry it', async () => {
    smtp.mode = 'permanent';
    await postContact({ name: 'Perm', email: 'perm@example.com' });
    await waitFor(async () => (await t.app.db.select().from(outbox))[0]?.status === 'failed');
    smtp.mode = 'ok';
    await new Promise((r) => setTimeout(r, 300));
    const [row] = await t.app.db.select().from(outbox);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/554|rejected/);
    expect(smtp.mails).toHaveLength(0);
  });

  it('two workers on one database never send the same message twice', async () => {
    const extra = new OutboxWorker(t.app.db, testMailConfig(smtp.url), t.app.log);
    extra.start();
    try {
      for (let i = 0; i < 40; i++) {
        expect((await postContact({ name: `N${i}`, email: `n${i}@example.com` })).statusCode).toBe(200);
      }
      await waitFor(() => smtp.mails.length >= 40);
      await waitFor(async () => (await pending()) === 0);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await extra.stop();
    }
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});

describe('slow SMTP server', () => {
  it('hands rows back before their lease runs out, so short-lease workers still send each mail once', async () => {
    // A database of its own with no worker but the two below.
    const own = await buildTestApp();
    smtp.delayMs = 500;
    // 20 mails, 4 at a time × 500 ms, outlast a 2 s lease: without handing rows back, the other worker would resend
    // some. (A mail starts only with half the lease left: 1 s of margin, which a loaded machine's stalls stay under;
    // the 300 ms of a 600 ms lease did not.)
    const short = testMailConfig(smtp.url, { leaseMs: 2_000, sendTimeoutMs: 1000 });
    const workers = [
      new OutboxWorker(own.app.db, short, own.app.log),
      new OutboxWorker(own.app.db, short, own.app.log),
    ];
    try {
      await insertMessages(own.app.db, testMessages('S', 20), 'fanout.test');
      for (const w of workers) w.start();
      await waitFor(
        async () => (await own.app.db.select().from(outbox).where(eq(outbox.status, 'pending'))).length === 0,
        30_000,
      );
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await own.close();
    }
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });
});

describe('a "mark sent" that fails', () => {
  it('is tried again until it lands: the mails already accepted never go out twice', async () => {
    // A database of its own with one worker whose lease is short, so a lost mark would resend within the test.
    const leaseMs = 1000;
    const own = await buildTestApp();
    const worker = new OutboxWorker(
      own.app.db,
      testMailConfig(smtp.url, { leaseMs, sendTimeoutMs: leaseMs / 2 }),
      own.app.log,
    );
    try {
      await insertMessages(own.app.db, testMessages('M', 5), 'fanout.test');
      // A real fault in the database: it refuses every update marking a row sent (as a restart or a lock would).
      await own.app.db.execute(sql`create function refuse_mark() returns trigger language plpgsql as $$
        begin raise exception 'mark refused'; end $$`);
      await own.app.db.execute(sql`create trigger refuse_mark before update on outbox for each row
        when (new.status = 'sent') execute function refuse_mark()`);
      worker.start();
      await waitFor(() => smtp.mails.length === 5);
      // Past the lease: a worker that dropped the sent ids would have claimed the rows again and resent them.
      await new Promise((r) => setTimeout(r, leaseMs * 1.5));
      expect(smtp.mails).toHaveLength(5);
      await own.app.db.execute(sql`drop trigger refuse_mark on outbox`);
      await waitFor(async () => (await own.app.db.select().from(outbox).where(eq(outbox.status, 'sent'))).length === 5);
    } finally {
      await worker.stop();
      await own.close();
    }
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('outbox rows written with their messages', () => {
  it('concurrent posts with spam among them: one outbox row per real message, none for spam', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postContact({ name: `C${i}`, email: `c${i}@example.com`, ...(i % 3 === 0 ? { website: 'bot' } : {}) }),
      ),
    );
    const rows = await t.app.db.select().from(messages);
    expect(rows).toHaveLength(30);
    await waitFor(() => smtp.mails.length === 20);
    const mailed = await t.app.db.select().from(outbox);
    expect(mailed).toHaveLength(20);
    const spamIds = new Set(rows.filter((r) => r.spam).map((r) => r.id));
    expect(mailed.some((o) => spamIds.has(o.messageId))).toBe(false);
  });
});

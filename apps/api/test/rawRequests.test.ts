// Issue 31, over real sockets: an HTTP/1.1 request without Host is a 400 in the API's shape (not Node's empty 400),
// and a Host header carrying a C1 control byte (0x9B, a terminal's CSI) reaches the JSON log escaped, never raw.
// Issue 40 (8): two Host headers are a 400, a half-closed POST is answered, a request without an IP is rate-limited
// without a TypeError.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { messages } from '../src/db/schema.js';
import { buildTestApp, createTestDatabase, type TestApp, testConfig } from './helper.js';
import { holdMessages } from './holdMessages.js';

let t: TestApp;
let port: number;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    logger: true,
    logStream: {
      write: (line: string) => {
        logLines.push(line);
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends `head` (then closes the sending side when `halfClose`) and resolves with everything answered. */
function exchange(head: Buffer, halfClose = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('connect', () => (halfClose ? socket.end(head) : socket.write(head)));
    socket.on('data', (c) => {
      text += c.toString('latin1');
      if (/\r\n\r\n/.test(text) && /content-length: (\d+)/i.test(text)) {
        const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
        if (Buffer.byteLength(text.slice(text.indexOf('\r\n\r\n') + 4), 'latin1') >= length) socket.end();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

describe('raw requests', () => {
  it('answers HTTP/1.1 without Host with 400 in the API shape', async () => {
    const text = await exchange(Buffer.from('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      errno: 400,
      errmsg: 'Parameter error',
      field: 'host',
    });
  });

  it('logs a Host header with a C1 control byte escaped', async () => {
    const head = Buffer.concat([
      Buffer.from('GET /healthz HTTP/1.1\r\nHost: evil'),
      Buffer.from([0x9b]),
      Buffer.from('31mred\r\nConnection: close\r\n\r\n'),
    ]);
    await exchange(head);
    const lines = logLines.filter((l) => l.includes('evil'));
    expect(lines.length).toBeGreaterThan(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the raw control is what must not appear
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(lines.join('')).toContain('evil\\\\u009b31mred');
  });

  it('refuses a request with two Host headers with 400', async () => {
    const text = await exchange(
      Buffer.from('GET /healthz HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n'),
    );
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ errno: 400, field: 'host' });
  });

  it('answers a POST whose client closed its sending side after the body (half-close)', async () => {
    const body = 'name=Half&email=half%40example.com';
    // The database holds the post a moment, so the client's FIN arrives while the post is still being stored, as
    // under load.
    const release = await holdMessages(t.app.db);
    const released = new Promise((resolve) => setTimeout(resolve, 300)).then(release);
    const answer = exchange(
      Buffer.from(
        'POST /php/contact-form-process.php HTTP/1.1\r\nHost: localhost:3000\r\n' +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ),
      true,
    );
    await released;
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ data: { received: true } });
    const stored = await t.app.db.select({ name: messages.name }).from(messages);
    expect(stored.map((r) => r.name)).toContain('Half');
  });
});

describe('rate limit without a client address', () => {
  it('counts a request whose IP is gone (socket closed before the limit ran) instead of failing it', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.config));
    // The state a request is in when its socket closed before the rate limit's hook ran: no address.
    app.addHook('onRequest', async (request) => {
      Object.defineProperty(request, 'ip', { value: undefined });
    });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/php/contact-form-process.php',
        payload: 'name=NoIp&email=noip%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

// Issue 20 (5, 8), over real sockets on 127.0.0.1: a body trickling in is cut off after the request timeout with
// 408, and errors raised before any route runs (431 header block too large, 400 malformed request, a URL that
// does not decode) are answered in the API's { errno, errmsg } shape.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

const REQUEST_TIMEOUT_MS = 1200;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({
    limits: { requestTimeoutMs: REQUEST_TIMEOUT_MS, writeTimeoutMs: 5000, writeQueueMax: 5000, retryAfterSeconds: 5 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

interface Exchange {
  text: string;
  closedAfterMs: number;
}

/** Sends `head`, then one byte of `trickle` every `everyMs`; resolves when the server closes (at most `maxMs`). */
function exchange(head: string, trickle = '', everyMs = 300, maxMs = 8000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < trickle.length && socket.writable) socket.write(trickle[i++] as string);
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), maxMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (c) => {
      text += c.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - t0 });
    });
    socket.on('timeout', reject);
  });
}

function bodyOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}

describe('slow clients', () => {
  it('closes a body that trickles in (1 byte every 300 ms) with 408 once the request timeout passes', async () => {
    const body = 'name=Slow&email=slow@example.com&message=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
    const head = `POST /php/contact-form-process.php HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const r = await exchange(head, body);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(r.text)).toEqual({ errno: 408, errmsg: 'Request timeout' });
    // The timeout plus Node's check interval (a quarter of it), well before the body could have finished (~22 s).
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(r.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it('closes headers that trickle in with 408 too', async () => {
    const r = await exchange(
      'GET /healthz HTTP/1.1\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(r.text)).toEqual({ errno: 408, errmsg: 'Request timeout' });
    expect(r.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it('still serves a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('errors before any route runs', () => {
  it('answers a header block that is too large (a long URL) with 431 in the API shape', async () => {
    const r = await exchange(`GET /api/whitelist?address=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(r.text).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(r.text)).toEqual({ errno: 431, errmsg: 'Request header fields too large' });
  });

  it('answers a malformed request with 400 in the API shape', async () => {
    const r = await exchange('GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: nope\r\n\r\n');
    expect(r.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(r.text)).toEqual({ errno: 400, errmsg: 'Parameter error' });
  });

  it('answers a URL that does not decode (/%) with 400 in the API shape', async () => {
    for (const url of ['/%', '/api/user/info%zz', '/%E0%A4%A']) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({ errno: 400, errmsg: 'Parameter error' });
    }
  });
});

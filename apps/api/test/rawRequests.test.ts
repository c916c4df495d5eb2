// Issue 31, over real sockets: an HTTP/1.1 request without Host is a 400 in the API's shape (not Node's empty 400),
// and a Host header carrying a C1 control byte (0x9B, a terminal's CSI) reaches the JSON log escaped, never raw.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

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

function exchange(head: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('connect', () => socket.write(head));
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
});

// Graceful shutdown: in-flight requests finish, requests that still reach the closing server get 503,
// new connections are refused, then the database is closed.
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestDatabase, testConfig } from './helper.js';

function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { received: '' };
  socket.on('data', (c) => {
    state.received += c.toString();
  });
  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  return {
    socket,
    state,
    closed,
    statuses: () => [...state.received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]),
  };
}

describe('graceful shutdown', () => {
  it('finishes the in-flight request, answers a late one 503, refuses new connections, closes the database', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.config));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((r) => {
      entered = r;
    });
    // A deliberately slow request, standing in for a form post still talking to the database.
    app.get('/slow', async () => {
      entered();
      await gate;
      await app.db.execute(sql`select 1`);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const a = rawConnection(port);
    a.socket.write('GET /slow HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await inHandler;
    // A second client whose request is still arriving when the shutdown begins.
    const b = rawConnection(port);
    b.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 50));

    const closing = app.close();
    await new Promise((r) => setTimeout(r, 100));
    b.socket.write('Connection: keep-alive\r\n\r\n');
    await b.closed;
    expect(b.statuses()).toEqual(['503']);
    expect(b.state.received).toContain('"errmsg":"Service unavailable"');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

    release();
    await a.closed;
    expect(a.statuses()).toEqual(['200']);
    expect(a.state.received).toContain('{"done":true}');
    // Keep-alive clients are told to let go, so close() does not wait for their idle timeout.
    expect(a.state.received).toMatch(/^Connection: close\r$/im);
    await closing;
    await expect(app.database.ping()).rejects.toThrow();
    await database.drop();
  });
});

// Closes a request whose body does not arrive in time. Node's requestTimeout stops counting once the headers are in
// and a handler takes the request, so a body sent at 1 byte every 5 s would hold a connection (and its handler)
// forever; this answers 408 in the API's shape and closes the connection once `timeoutMs` has passed since the
// request began.
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../errors/messages.js';

const answer = JSON.stringify({ errno: 408, errmsg: errorMessages.timeout });
const response = `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(answer)}\r\nConnection: close\r\n\r\n${answer}`;

export function bodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.readableEnded) return;
    const timer = setTimeout(() => {
      if (raw.readableEnded) return;
      request.log.info({ status: 408 }, 'request body not received in time');
      const socket = raw.socket;
      if (socket.writable && !raw.socket.destroyed) socket.end(response);
      // The body parser then sees the stream end early and gives up; nothing is stored.
      setTimeout(() => socket.destroy(), 1000).unref();
    }, timeoutMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    // Answered before its body was read (429, 415, a 400 from a hook): nothing is left to time out (Node drains such a
    // body after the answer, but one that never comes would have had a 408 written after the answer).
    reply.raw.once('finish', () => clearTimeout(timer));
  });
}

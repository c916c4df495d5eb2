// Graceful close: from the moment close() begins, new requests get 503 and every response, including those of
// in-flight requests, carries `Connection: close`. A listening server first stops accepting connections but keeps
// the open keep-alive ones: a request that arrives on one is answered (503, `Connection: close`) instead of meeting
// a reset socket, which a proxy would turn into a 502. Once every connection has closed, or after
// `shutdownGraceMs`, the idle ones left are closed and the rest of close() runs.
import type { Socket } from 'node:net';
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/ApiError.js';
import { errorMessages } from '../errors/messages.js';

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    const sockets = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0) allClosed?.();
      });
    });
    let allClosed: (() => void) | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      if (!app.server.listening) return;
      // Stop accepting (net's close: http's would also close the idle keep-alive connections at once).
      Server.prototype.close.call(app.server);
      if (sockets.size === 0) return;
      const grace = app.config.shutdownGraceMs ?? 5000;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, grace);
        allClosed = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    });
    app.addHook('onRequest', async () => {
      if (closing) throw new ApiError(503, errorMessages.unavailable);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);

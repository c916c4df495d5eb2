// Graceful close: from the moment close() begins, new requests get 503 and every response, including those of
// in-flight requests, carries `Connection: close`, so keep-alive clients let go and close() does not wait for
// their idle timeout.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/ApiError.js';
import { errorMessages } from '../errors/messages.js';

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
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

// The site's original form contract: POST /php/contact-form-process.php and /php/quote-form-process.php.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ParameterError } from '../errors/ParameterError.js';
import { formPaths, honeypotField } from './formLimits.js';
import { contactSchema, quoteSchema } from './formSchemas.js';
import { isEmail } from './isEmail.js';
import { MessageWriter } from './MessageWriter.js';
import type { NewMessage } from './NewMessage.js';

type FormBody = Partial<Record<'name' | 'email' | 'message' | 'agree' | typeof honeypotField, string>>;

function origin(request: FastifyRequest): Pick<NewMessage, 'ip' | 'userAgent'> {
  // Header values cannot carry NUL (the HTTP parser refuses it); stripped anyway, as PostgreSQL would refuse it.
  const userAgent = String(request.headers['user-agent'] ?? '')
    .replaceAll('\u0000', '')
    .slice(0, 500);
  // No address when the client's socket closed before this ran: stored as unknown (''), not refused.
  return { ip: request.ip ?? '', userAgent };
}

export async function formRoutes(app: FastifyInstance): Promise<void> {
  const limit = { max: app.config.rateLimit.formMax, timeWindow: app.config.rateLimit.windowMs };
  const mailDomain = app.config.mail ? app.mailDomain : undefined;
  const accepted = { data: { received: true } };

  const { writeQueueMax, writeTimeoutMs, retryAfterSeconds } = app.config.limits;
  const writer = new MessageWriter(app.db, mailDomain, {
    maxInFlight: app.config.database.kind === 'pglite' ? 1 : 4,
    maxQueue: writeQueueMax,
    timeoutMs: writeTimeoutMs,
    retryAfterSeconds,
  });
  const store = async (m: NewMessage) => {
    await writer.write(m);
    if (!m.spam) app.outbox?.wake();
    return accepted;
  };

  app.post<{ Body: FormBody }>(
    formPaths.contact,
    { schema: contactSchema, config: { rateLimit: limit } },
    async (request) => {
      const b = request.body;
      const spam = Boolean(b[honeypotField]);
      const name = (b.name ?? '').trim();
      const email = (b.email ?? '').trim();
      if (!spam) {
        if (!name) throw new ParameterError('name');
        if (!isEmail(email)) throw new ParameterError('email');
      }
      const message = b.message ?? '';
      return store({ kind: 'contact', name, email, message, agree: false, spam, ...origin(request) });
    },
  );

  app.post<{ Body: FormBody }>(
    formPaths.quote,
    { schema: quoteSchema, config: { rateLimit: limit } },
    async (request) => {
      const b = request.body;
      const spam = Boolean(b[honeypotField]);
      const name = (b.name ?? '').trim();
      const email = (b.email ?? '').trim();
      const message = b.message ?? '';
      if (!spam) {
        if (!message.trim()) throw new ParameterError('message');
        if (email && !isEmail(email)) throw new ParameterError('email');
      }
      return store({ kind: 'quote', name, email, message, agree: true, spam, ...origin(request) });
    },
  );
}

// Starts the outbox worker when SMTP_URL and MAIL_TO are set; stops it (finishing its pass) before the database closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxWorker } from './OutboxWorker.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker | undefined;
    /** Right-hand side of the Message-IDs this site generates. */
    mailDomain: string;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mail = app.config.mail;
    const domain = mail?.from.match(/@([^>\s]+)/)?.[1] ?? 'fanout.local';
    app.decorate('mailDomain', domain);
    if (!mail) {
      app.decorate('outbox', undefined);
      return;
    }
    const worker = new OutboxWorker(app.db, mail, app.log);
    app.decorate('outbox', worker);
    app.addHook('onReady', async () => worker.start());
    // preClose runs before onClose hooks, so the database is still open while the worker finishes.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['database'] },
);

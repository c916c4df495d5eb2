// Delivers outbox rows to the operator: claims due rows (FOR UPDATE SKIP LOCKED, with a lease so two workers
// never send the same row), retries 4xx and connection failures with exponential backoff, marks 5xx failed.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config/AppConfig.js';
import type { Database } from '../db/Database.js';
import { rows } from '../db/rows.js';
import { backoffDelay } from './backoffDelay.js';
import { isPermanentSmtpFailure } from './isPermanentSmtpFailure.js';
import { operatorMail } from './operatorMail.js';

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  mail_message_id: string;
  attempts: number;
  kind: 'contact' | 'quote';
  name: string;
  email: string;
  message: string;
  created_at: string | Date;
}

const BATCH = 20;

export class OutboxWorker {
  readonly #db: Database;
  readonly #config: MailConfig;
  readonly #log: FastifyBaseLogger;
  readonly #transport: Transporter;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;

  constructor(db: Database, config: MailConfig, log: FastifyBaseLogger) {
    this.#db = db;
    this.#config = config;
    this.#log = log;
    this.#transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // Reuse SMTP connections across mails instead of one handshake per message.
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  start(): void {
    this.#stopped = false;
    this.wake();
  }

  /** Runs a delivery pass now (or right after the current one). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#again) {
        this.#again = false;
        this.wake();
      } else {
        this.#timer = setTimeout(() => this.wake(), this.#config.pollMs);
      }
    });
  }

  /** Stops polling and waits for the pass in flight (its claimed rows are finished, not abandoned). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    this.#transport.close();
  }

  async #loop(): Promise<void> {
    try {
      while (!this.#stopped) {
        const sent = await this.deliverDue();
        if (sent < BATCH) break;
      }
    } catch (err) {
      this.#log.error({ err }, 'outbox pass failed');
    }
  }

  /** One claim-and-send pass; returns how many rows it claimed. */
  async deliverDue(): Promise<number> {
    const lease = `${this.#config.leaseMs} milliseconds`;
    const claimed = rows<ClaimedRow>(
      await this.#db.execute(sql`
      update outbox o set locked_until = now() + ${lease}::interval, attempts = o.attempts + 1
      from messages m
      where m.id = o.message_id and o.id in (
        select id from outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked)
      returning o.id, o.mail_message_id, o.attempts, m.kind, m.name, m.email, m.message, m.created_at`),
    );
    const claimedAt = Date.now();
    for (const [i, row] of claimed.entries()) {
      // A slow SMTP server must not outlast the lease: another worker could then claim and send the same rows.
      if (Date.now() - claimedAt > this.#config.leaseMs / 2) {
        const rest = claimed.slice(i).map((r) => r.id);
        await this.#db.execute(sql`update outbox set locked_until = null, attempts = attempts - 1
          where id in (${sql.join(
            rest.map((id) => sql`${id}`),
            sql`, `,
          )})`);
        break;
      }
      await this.#deliver(row);
    }
    return claimed.length;
  }

  async #deliver(row: ClaimedRow): Promise<void> {
    try {
      await this.#transport.sendMail(
        operatorMail(
          {
            kind: row.kind,
            name: row.name,
            email: row.email,
            message: row.message,
            createdAt: new Date(row.created_at),
          },
          { from: this.#config.from, to: this.#config.to, messageId: row.mail_message_id },
        ),
      );
      await this.#db.execute(
        sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${row.id}`,
      );
    } catch (err) {
      const error = String((err as Error).message ?? err).slice(0, 1000);
      if (isPermanentSmtpFailure(err) || row.attempts >= this.#config.maxAttempts) {
        this.#log.error({ outboxId: row.id, error }, 'mail failed permanently');
        await this.#db.execute(
          sql`update outbox set status = 'failed', locked_until = null, last_error = ${error} where id = ${row.id}`,
        );
        return;
      }
      const delay = `${backoffDelay(row.attempts, this.#config.backoffBaseMs, this.#config.backoffMaxMs)} milliseconds`;
      this.#log.warn({ outboxId: row.id, attempts: row.attempts, error }, 'mail deferred');
      await this.#db.execute(sql`update outbox set locked_until = null, last_error = ${error},
        next_attempt_at = now() + ${delay}::interval where id = ${row.id}`);
    }
  }
}

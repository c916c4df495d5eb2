// Delivers outbox rows to the operator: claims due rows (FOR UPDATE SKIP LOCKED, with a lease so two workers
// never send the same row), retries 4xx and connection failures with exponential backoff, marks 5xx failed.
// Mails go out several at a time over pooled SMTP connections, and each group is marked sent in one statement, so
// mail costs the database a fraction of a statement per message and leaves it to the form posts.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config/AppConfig.js';
import type { Database } from '../db/Database.js';
import { rows } from '../db/rows.js';
import { logSafeError } from '../errors/logSafeError.js';
import { assertLeaseCoversSend } from './assertLeaseCoversSend.js';
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

/** Rows claimed per pass. */
const BATCH = 100;
/** Mails sent at once (over the pooled connections); each group has its lease renewed before and is marked sent
 * after, in one statement each. */
const GROUP = 10;
/** SMTP connections kept open. */
const SMTP_CONNECTIONS = 4;
/** First and longest pause between tries of a "mark sent" that failed (doubling in between). */
const MARK_RETRY_FIRST_MS = 50;
const MARK_RETRY_MAX_MS = 1000;

export class OutboxWorker {
  readonly #db: Database;
  readonly #config: MailConfig;
  readonly #log: FastifyBaseLogger;
  readonly #transport: Transporter;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  /** Rows the SMTP server accepted whose "sent" mark has not landed yet, with the end of their lease: kept until
   * the mark lands, so a failed mark (a restarting or locked database) never lets them go out again. */
  readonly #unmarked = new Map<string, number>();

  constructor(db: Database, config: MailConfig, log: FastifyBaseLogger) {
    assertLeaseCoversSend(config);
    this.#db = db;
    this.#config = config;
    this.#log = log;
    this.#transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // Reuse SMTP connections across mails instead of one handshake per message.
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: Number.POSITIVE_INFINITY,
      connectionTimeout: config.sendTimeoutMs,
      greetingTimeout: config.sendTimeoutMs,
      socketTimeout: config.sendTimeoutMs,
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
      this.#log.error({ err: logSafeError(err) }, 'outbox pass failed');
    }
  }

  /** One claim-and-send pass; returns how many rows it claimed. */
  async deliverDue(): Promise<number> {
    // Marks left over from a pass that was stopped land before anything new is claimed.
    await this.#flushMarks();
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
    for (let i = 0; i < claimed.length; i += GROUP) {
      // A slow SMTP server must not outlast the lease: another worker could then claim and send the same rows.
      if (Date.now() - claimedAt > this.#config.leaseMs / 2) {
        await this.#handBack(claimed.slice(i));
        break;
      }
      // Renew the lease of the group about to be sent, and keep only rows still ours: a claim increments
      // `attempts`, so a row another worker claimed since (after our lease ran out) no longer matches.
      const group = rows<{ id: string }>(
        await this.#db.execute(sql`update outbox set locked_until = now() + ${lease}::interval
          where status = 'pending' and locked_until > now() and (id, attempts) in (${sql.join(
            claimed.slice(i, i + GROUP).map((r) => sql`(${r.id}::uuid, ${r.attempts}::int)`),
            sql`, `,
          )}) returning id`),
      );
      const renewedAt = Date.now();
      const ours = new Set(group.map((r) => r.id));
      const toSend = claimed.slice(i, i + GROUP).filter((r) => ours.has(r.id));
      // SMTP_CONNECTIONS sends at a time; a mail is started only while at least half of the renewed lease is left,
      // so it is accepted before another worker may claim its row. Rows not started are handed back.
      const queue = [...toSend];
      const sent: string[] = [];
      const notStarted: ClaimedRow[] = [];
      const lane = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          if (Date.now() - renewedAt > this.#config.leaseMs / 2) {
            notStarted.push(row);
            continue;
          }
          const id = await this.#deliver(row);
          if (id !== undefined) sent.push(id);
        }
      };
      await Promise.all(Array.from({ length: SMTP_CONNECTIONS }, lane));
      // The mark first: the ids are kept and marked again until it lands (within the lease, or as long as the
      // worker runs), so a mail is never sent twice because a statement failed after it left.
      const leaseEnd = renewedAt + this.#config.leaseMs;
      for (const id of sent) this.#unmarked.set(id, leaseEnd);
      await this.#flushMarks();
      await this.#quietly('outbox hand-back failed', () => this.#handBack(notStarted));
    }
    return claimed.length;
  }

  /**
   * Marks every accepted row sent, trying again after a failure (a restart, a lock, a timeout) until it lands. Only
   * a worker being stopped gives up, once the rows' lease has run out (another worker may then claim them anyway),
   * and says so in the log.
   */
  async #flushMarks(): Promise<void> {
    for (let pause = MARK_RETRY_FIRST_MS; this.#unmarked.size > 0; pause = Math.min(pause * 2, MARK_RETRY_MAX_MS)) {
      const ids = [...this.#unmarked.keys()];
      try {
        await this.#db.execute(
          sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
            where id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
        );
        for (const id of ids) this.#unmarked.delete(id);
        return;
      } catch (err) {
        const leaseOver = Math.max(...this.#unmarked.values()) < Date.now();
        if (this.#stopped && leaseOver) {
          this.#log.error(
            { err: logSafeError(err), outboxIds: ids },
            'outbox: sent mails not marked before stopping; they may be sent again',
          );
          this.#unmarked.clear();
          return;
        }
        this.#log.warn({ err: logSafeError(err), count: ids.length }, 'outbox: marking sent failed; trying again');
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  }

  /** Runs a bookkeeping statement whose failure must not stop the pass (its rows come back when their lease ends). */
  async #quietly(what: string, statement: () => Promise<unknown>): Promise<void> {
    try {
      await statement();
    } catch (err) {
      this.#log.warn({ err: logSafeError(err) }, what);
    }
  }

  /**
   * Gives claimed rows that were not sent back to the queue at once (instead of when their lease runs out), without
   * counting the attempt. Only rows still ours: one another worker claimed since (its `attempts` moved on) is left
   * alone, so its lease is not cleared under it.
   */
  async #handBack(rows: readonly ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#db.execute(sql`update outbox set locked_until = null, attempts = attempts - 1
      where status = 'pending' and (id, attempts) in (${sql.join(
        rows.map((r) => sql`(${r.id}::uuid, ${r.attempts}::int)`),
        sql`, `,
      )})`);
  }

  /** Sends one mail; returns the row's id once the SMTP server accepted it (the caller marks it sent), or
   * undefined after recording the failure (a failure to record it leaves the row to come back after its lease). */
  async #deliver(row: ClaimedRow): Promise<string | undefined> {
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
      return row.id;
    } catch (err) {
      const error = String((err as Error).message ?? err).slice(0, 1000);
      if (isPermanentSmtpFailure(err) || row.attempts >= this.#config.maxAttempts) {
        this.#log.error({ outboxId: row.id, error }, 'mail failed permanently');
        await this.#quietly('outbox: recording a failed mail failed', () =>
          this.#db.execute(
            sql`update outbox set status = 'failed', locked_until = null, last_error = ${error} where id = ${row.id}`,
          ),
        );
        return undefined;
      }
      const delay = `${backoffDelay(row.attempts, this.#config.backoffBaseMs, this.#config.backoffMaxMs)} milliseconds`;
      this.#log.warn({ outboxId: row.id, attempts: row.attempts, error }, 'mail deferred');
      await this.#quietly('outbox: recording a deferred mail failed', () =>
        this.#db.execute(sql`update outbox set locked_until = null, last_error = ${error},
          next_attempt_at = now() + ${delay}::interval where id = ${row.id}`),
      );
      return undefined;
    }
  }
}

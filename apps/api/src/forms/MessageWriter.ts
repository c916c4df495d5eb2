// Group commit for form posts: posts that arrive while a write is in progress are stored together in the next
// single statement, and each caller is answered only after the statement holding its message has committed.
// Under load this turns N commits into a few; alone, a post is written at once (no added wait).
// One post can never fail the others: a statement that fails is retried with each of its posts alone. The queue
// of waiting posts is bounded, and a post that waited longer than the write timeout is answered 503 unstored; a
// statement that has not finished within the write timeout after it started (a hung database) has its posts answered
// 503 too, so no post waits more than about twice the write timeout.
import type { Database } from '../db/Database.js';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable.js';
import { ServiceUnavailableError } from '../errors/ServiceUnavailableError.js';
import { insertMessages } from './insertMessages.js';
import type { NewMessage } from './NewMessage.js';

interface Pending {
  message: NewMessage;
  /** Date.now() after which the post is answered 503 if its statement has not started. */
  deadline: number;
  /** Answered (200 or an error): a later outcome of its statement changes nothing, and it is not retried. */
  settled: boolean;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Rows per statement: 8 parameters each, well under PostgreSQL's 65,535. */
const MAX_BATCH = 500;
/** A running statement is given the write timeout plus this much (or a tenth of it, if more) before its posts are
 * answered 503; the same margin as the PostgreSQL client's query_timeout (openDatabase). */
const TIMEOUT_MARGIN_MIN_MS = 100;

export interface MessageWriterOptions {
  /** Concurrent statements: 1 for embedded PGlite (one connection), a few for PostgreSQL. */
  maxInFlight: number;
  /** Posts waiting for a statement; one more is answered 503 at once. */
  maxQueue: number;
  /** How long a post may wait for its statement to start, and then for it to finish. */
  timeoutMs: number;
  /** Seconds a client is told to wait (Retry-After) when it gets 503. */
  retryAfterSeconds: number;
}

export class MessageWriter {
  readonly #db: Database;
  readonly #mailDomain: string | undefined;
  readonly #options: MessageWriterOptions;
  #queue: Pending[] = [];
  #inFlight = 0;
  #scheduled = false;
  #sweeper: NodeJS.Timeout | undefined;

  constructor(db: Database, mailDomain: string | undefined, options: MessageWriterOptions) {
    this.#db = db;
    this.#mailDomain = mailDomain;
    this.#options = options;
  }

  /** Posts waiting for a statement (not counting those in flight). */
  get queued(): number {
    return this.#queue.length;
  }

  /** Resolves once the message is committed; rejects with ServiceUnavailableError (503) when the queue is full or
   * the database does not take it in time, or with the statement's own error if the message alone fails. */
  write(message: NewMessage): Promise<void> {
    if (this.#queue.length >= this.#options.maxQueue) return Promise.reject(this.#unavailable());
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        message,
        deadline: Date.now() + this.#options.timeoutMs,
        settled: false,
        resolve: () => {
          pending.settled = true;
          resolve();
        },
        reject: (err) => {
          pending.settled = true;
          reject(err);
        },
      };
      this.#queue.push(pending);
      this.#schedule();
      this.#startSweeper();
    });
  }

  #unavailable(): ServiceUnavailableError {
    return new ServiceUnavailableError(this.#options.retryAfterSeconds);
  }

  // Embedded PGlite runs statements on this thread: while one runs, no request is read. Deferring the next
  // statement with setImmediate lets the event loop read the posts that arrived meanwhile, so they join it.
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  // Posts are queued in arrival order, so expired ones are at the head. A statement already running is not
  // abandoned (its connection stays busy until it ends), but its posts are answered 503 once it has run for the
  // write timeout (see #store).
  #expire(): void {
    const now = Date.now();
    let n = 0;
    while (n < this.#queue.length && (this.#queue[n] as Pending).deadline <= now) n++;
    if (n === 0) return;
    const expired = this.#queue.splice(0, n);
    for (const p of expired) p.reject(this.#unavailable());
  }

  #startSweeper(): void {
    if (this.#sweeper) return;
    const every = Math.max(10, Math.min(250, Math.floor(this.#options.timeoutMs / 4)));
    this.#sweeper = setInterval(() => {
      this.#expire();
      if (this.#queue.length === 0) {
        clearInterval(this.#sweeper);
        this.#sweeper = undefined;
      }
    }, every);
    this.#sweeper.unref();
  }

  #pump(): void {
    this.#expire();
    while (this.#inFlight < this.#options.maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, MAX_BATCH);
      this.#inFlight++;
      this.#store(batch).finally(() => {
        this.#inFlight--;
        this.#pump();
      });
    }
  }

  // A statement still running after the write timeout (a hung or stopped database server, a held lock the server
  // itself does not time out) answers its posts 503: the post may still be stored if the database wakes up later,
  // but none is answered 200 before its commit, and none waits without bound.
  async #store(batch: Pending[]): Promise<void> {
    // A little later than PostgreSQL's statement_timeout (the same write timeout), so the server's own cancel, which
    // leaves nothing stored, normally answers first.
    const { timeoutMs } = this.#options;
    // setImmediate: an answer the database already sent is read first (timers run before I/O in a lagging event
    // loop), so a committed post is not answered 503.
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          for (const p of batch) if (!p.settled) p.reject(this.#unavailable());
        }),
      timeoutMs + Math.max(TIMEOUT_MARGIN_MIN_MS, timeoutMs / 10),
    );
    try {
      await this.#storeNow(batch);
    } finally {
      clearTimeout(timer);
    }
  }

  async #storeNow(batch: Pending[]): Promise<void> {
    try {
      await insertMessages(
        this.#db,
        batch.map((p) => p.message),
        this.#mailDomain,
      );
      for (const p of batch) p.resolve();
      return;
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        for (const p of batch) p.reject(this.#unavailable());
        return;
      }
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
    }
    // The statement failed for a reason of its own (one bad value, a constraint): each post alone, so only the
    // post at fault fails. Posts already answered 503 (the write timeout passed) are not written.
    for (const [i, p] of batch.entries()) {
      if (p.settled) continue;
      try {
        await insertMessages(this.#db, [p.message], this.#mailDomain);
        p.resolve();
      } catch (err) {
        if (isDatabaseUnavailable(err)) {
          for (const rest of batch.slice(i)) rest.reject(this.#unavailable());
          return;
        }
        p.reject(err);
      }
    }
  }
}

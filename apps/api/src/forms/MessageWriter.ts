// Group commit for form posts: posts that arrive while a write is in progress are stored together in the next
// single statement, and each caller is answered only after the statement holding its message has committed.
// Under load this turns N commits into a few; alone, a post is written at once (no added wait).
import type { Database } from '../db/Database.js';
import { insertMessages } from './insertMessages.js';
import type { NewMessage } from './NewMessage.js';

interface Pending {
  message: NewMessage;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Rows per statement: 8 parameters each, well under PostgreSQL's 65,535. */
const MAX_BATCH = 500;

export class MessageWriter {
  readonly #db: Database;
  readonly #mailDomain: string | undefined;
  readonly #maxInFlight: number;
  #queue: Pending[] = [];
  #inFlight = 0;
  #scheduled = false;

  /** @param maxInFlight concurrent statements: 1 for embedded PGlite (one connection), a few for PostgreSQL. */
  constructor(db: Database, mailDomain: string | undefined, maxInFlight: number) {
    this.#db = db;
    this.#mailDomain = mailDomain;
    this.#maxInFlight = maxInFlight;
  }

  /** Resolves once the message is committed; rejects if its statement failed. */
  write(message: NewMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ message, resolve, reject });
      this.#schedule();
    });
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

  #pump(): void {
    while (this.#inFlight < this.#maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, MAX_BATCH);
      this.#inFlight++;
      insertMessages(
        this.#db,
        batch.map((p) => p.message),
        this.#mailDomain,
      )
        .then(
          () => {
            for (const p of batch) p.resolve();
          },
          (err: unknown) => {
            for (const p of batch) p.reject(err);
          },
        )
        .finally(() => {
          this.#inFlight--;
          this.#pump();
        });
    }
  }
}

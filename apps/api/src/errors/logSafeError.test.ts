import { describe, expect, it } from 'vitest';
import { logSafeError } from './logSafeError.js';

/** A query error as Drizzle throws it: the SQL and the visitor's values in its message, the driver's error as cause. */
function queryError(driverMessage: string, fields: Record<string, unknown> = {}): Error {
  const cause = Object.assign(new Error(driverMessage), fields);
  const err = new Error(
    'Failed query: insert into messages (name, email) values ($1, $2)\nparams: Ada Lovelace,ada@example.com',
    { cause },
  );
  err.name = 'DrizzleQueryError';
  return err;
}

describe('logSafeError', () => {
  it("keeps a query's parameters and the refused value out of the log, and its code and table in", () => {
    const logged = logSafeError(
      queryError('invalid input syntax for type uuid: "ada@example.com"', {
        code: '22P02',
        table: 'messages',
        detail: 'Failing row contains (Ada Lovelace, ada@example.com)',
      }),
    );
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Ada');
    expect(text).not.toContain('ada@example.com');
    expect(logged).toMatchObject({ name: 'DrizzleQueryError', code: '22P02', table: 'messages' });
    expect(logged.message).toBe('invalid input syntax for type uuid: "…"');
    expect(logged.stack).toBeUndefined();
  });

  it('keeps the message and stack of an error that is not a query error', () => {
    const logged = logSafeError(new TypeError('boom'));
    expect(logged.message).toBe('boom');
    expect(logged.stack).toContain('TypeError: boom');
  });
});

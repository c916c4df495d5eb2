// Whether a database error means "the database cannot take work now" (timeout, lost connection, overload) rather
// than "this statement is wrong": the first is answered 503 and retried later, the second is the statement's own.

/** SQLSTATE classes and codes of an unavailable server: connection (08), resources (53), operator (57). */
const unavailableCode = /^(08|53|57)/;
const unavailableMessage = /timeout|timed out|terminated|ECONNREFUSED|ECONNRESET|Connection ended|not queryable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCode.test(code)) return true;
    if (e.name !== 'DrizzleQueryError' && unavailableMessage.test(e.message)) return true;
  }
  return false;
}

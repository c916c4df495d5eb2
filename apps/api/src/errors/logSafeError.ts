// What the log may record of an error: its name, code and message, never the values of the statement that failed.
// Drizzle puts the query parameters (a visitor's name, email, message, address) into its error message, and
// PostgreSQL's `detail` quotes the failing row, so both are left out.

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

export interface LoggedError {
  name: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
}

/** Quoted values in a database message, replaced by "…" (names of types and encodings go too: a safe loss). */
function redactQuoted(message: string): string {
  return message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export function logSafeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { name: 'NonError', message: typeof err };
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>"; its cause is the driver's error.
  const fromQuery = err.name === 'DrizzleQueryError' || err.message.startsWith('Failed query:');
  const source = fromQuery && err.cause instanceof Error ? err.cause : err;
  const fields = source as Error & DatabaseErrorFields;
  const out: LoggedError = {
    name: err.name,
    message:
      fromQuery && source === err
        ? 'database query failed'
        : // The driver's own message may quote the value it refused (`invalid input syntax for type uuid: "…"`).
          (fromQuery ? redactQuoted(source.message) : source.message).slice(0, 500),
  };
  const code = text(fields.code);
  if (code) out.code = code;
  const constraint = text(fields.constraint);
  if (constraint) out.constraint = constraint;
  const table = text(fields.table);
  if (table) out.table = table;
  const column = text(fields.column);
  if (column) out.column = column;
  // Stack frames name code, not data; for a query error the first line would repeat the parameters.
  if (!fromQuery && err.stack) out.stack = err.stack;
  return out;
}

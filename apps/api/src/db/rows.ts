// The rows of a raw `db.execute` result: both drivers (PGlite, node-postgres) answer `{ rows }`.
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

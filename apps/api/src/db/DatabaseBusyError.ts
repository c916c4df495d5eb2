/** The embedded database folder is already open in another live process (PGlite is single-process). */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `${dataDir} is in use by process ${pid}. The embedded database serves one process: stop it first, or use DATABASE_URL (PostgreSQL) for several.`,
    );
    this.pid = pid;
  }
}

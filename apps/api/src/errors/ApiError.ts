// Base class of every error the API answers on purpose: an HTTP status, the spec's errno and errmsg.
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly errno: number;
  /** Extra fields a client may use (e.g. the failing form field). */
  readonly details: Record<string, string>;

  constructor(statusCode: number, errmsg: string, details: Record<string, string> = {}) {
    super(errmsg);
    this.statusCode = statusCode;
    this.errno = statusCode;
    this.details = details;
  }
}

import { ApiError } from './ApiError.js';
import { errorMessages } from './messages.js';

/** 503: the API cannot take the request now (write queue full, database too slow); `Retry-After` says when to retry. */
export class ServiceUnavailableError extends ApiError {
  override name = 'ServiceUnavailableError';
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(503, errorMessages.unavailable);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

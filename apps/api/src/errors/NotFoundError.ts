import { ApiError } from './ApiError.js';
import { errorMessages } from './messages.js';

/** 404: no such route or record. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  constructor() {
    super(404, errorMessages.notFound);
  }
}

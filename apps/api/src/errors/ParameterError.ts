import { ApiError } from './ApiError.js';
import { errorMessages } from './messages.js';

/** 400: a missing or invalid parameter; `field` names it. */
export class ParameterError extends ApiError {
  override name = 'ParameterError';
  constructor(field?: string) {
    super(400, errorMessages.parameter, field ? { field } : {});
  }
}

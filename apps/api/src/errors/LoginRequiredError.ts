import { ApiError } from './ApiError.js';
import { errorMessages } from './messages.js';

/** 401: no valid token on a route that needs one. */
export class LoginRequiredError extends ApiError {
  override name = 'LoginRequiredError';
  constructor() {
    super(401, errorMessages.loginRequired);
  }
}

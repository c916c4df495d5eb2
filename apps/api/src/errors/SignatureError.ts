import { ApiError } from './ApiError.js';
import { errorMessages } from './messages.js';

export type SignatureFailure = 'mismatch' | 'expired' | 'replayed';

/** 401: a well-formed login signature that is not acceptable (wrong signer, stale, or already used). */
export class SignatureError extends ApiError {
  override name = 'SignatureError';
  constructor(reason: SignatureFailure) {
    super(401, errorMessages.signature, { reason });
  }
}

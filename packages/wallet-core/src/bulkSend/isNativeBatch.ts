import { NULL_ADDRESS } from '../address/NULL_ADDRESS.js';
import type { BulkSendCall } from './BulkSendCall.js';

/** Whether the batch sends the native coin (no token, or the null address). */
export function isNativeBatch(call: BulkSendCall): boolean {
  return !call.token || call.token.toLowerCase() === NULL_ADDRESS;
}

import { BulkSendError } from '../bulkSend/BulkSendError.js';

/** What a Safe sender answers when asked for one transaction of its own (an approval alone, `approveRun`). */
export function safeSendsNothingAlone(kind: string): BulkSendError {
  return new BulkSendError('A Safe pays through proposed Safe transactions, not one by one', {
    details: `${kind} sender: one transaction of its own is not offered`,
    messageKey: 'bulkSendSafeSendsNothingAlone',
  });
}

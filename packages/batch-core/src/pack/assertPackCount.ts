import { MAX_RECIPIENTS } from '../limits/constants.js';
import { PackRecipientsError } from './PackRecipientsError.js';

/** A packed batch has 1 to MAX_RECIPIENTS entries: else `COUNT_OUT_OF_RANGE` (packRecipients and unpackRecipients). */
export function assertPackCount(count: number): void {
  if (count === 0 || count > MAX_RECIPIENTS) {
    throw new PackRecipientsError(
      'COUNT_OUT_OF_RANGE',
      `A packed batch has 1 to ${MAX_RECIPIENTS} entries, got ${count}.`,
      undefined,
      { max: MAX_RECIPIENTS, count },
    );
  }
}

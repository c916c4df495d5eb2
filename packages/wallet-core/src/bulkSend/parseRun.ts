import type { BulkSendRun } from './BulkSendRun.js';
import { InvalidRunError } from './InvalidRunError.js';

/** The run `serializeRun` wrote (bigints restored). */
export function parseRun(text: string): BulkSendRun {
  const run = JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$bigint' in value && Object.keys(value).length === 1) {
      return BigInt((value as { $bigint: string }).$bigint);
    }
    return value;
  }) as BulkSendRun;
  if (run?.version !== 1 || typeof run.id !== 'string') throw new InvalidRunError('stored run has an unknown format');
  return run;
}

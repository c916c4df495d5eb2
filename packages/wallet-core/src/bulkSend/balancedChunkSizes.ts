import { MAX_RECIPIENTS } from '@fanout/batch-core';
import { InvalidRunError } from './InvalidRunError.js';

/**
 * Sizes of the fewest chunks of at most `max` lines that hold `count` lines, as equal as possible, larger ones
 * first: 256 → [128, 128], 511 → [171, 170, 170]. Deterministic, so a list always splits the same way
 * (and so maps to the same batch ids).
 */
export function balancedChunkSizes(count: number, max: number = MAX_RECIPIENTS): number[] {
  if (!Number.isInteger(max) || max < 1 || max > MAX_RECIPIENTS) {
    throw new InvalidRunError(`chunk size must be an integer from 1 to ${MAX_RECIPIENTS}, got ${max}`);
  }
  if (!Number.isInteger(count) || count < 0) throw new InvalidRunError(`line count must be a whole number`);
  if (count === 0) return [];
  const chunks = Math.ceil(count / max);
  const base = Math.floor(count / chunks);
  const larger = count % chunks;
  return Array.from({ length: chunks }, (_, i) => base + (i < larger ? 1 : 0));
}

import { describe, expect, it } from 'vitest';
import { splitDuration } from './splitDuration';

describe('splitDuration', () => {
  it('reads the coming-soon span (63072000000 ms) as 730 days', () => {
    expect(splitDuration(63_072_000_000)).toEqual({ days: 730, hours: 0, minutes: 0, seconds: 0 });
  });

  it('splits into days, hours, minutes and seconds, dropping milliseconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('never goes below zero', () => {
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

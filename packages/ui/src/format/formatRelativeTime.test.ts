import { describe, expect, it } from 'vitest';
import { InvalidTimestampError } from '../errors/InvalidTimestampError';
import { formatRelativeTime } from './formatRelativeTime';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('formatRelativeTime', () => {
  it.each([
    [now - 5_000, '5 seconds ago', '5秒前'],
    [now - 1_000, '1 second ago', '1秒前'],
    [now - 60_000, '1 minute ago', '1分钟前'],
    [now - 59 * 60_000, '59 minutes ago', '59分钟前'],
    [now - 3 * 3_600_000, '3 hours ago', '3小时前'],
    [now - 86_400_000, '1 day ago', '1天前'],
    [now - 40 * 86_400_000, '40 days ago', '40天前'],
  ])('reads %d as "%s" / "%s"', (time, en, chs) => {
    expect(formatRelativeTime(time, 'en', now)).toBe(en);
    expect(formatRelativeTime(time, 'chs', now)).toBe(chs);
  });

  it('reads a 10-digit timestamp as Unix seconds', () => {
    const seconds = Math.floor((now - 2 * 3_600_000) / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(formatRelativeTime(seconds, 'en', now)).toBe('2 hours ago');
  });

  it('accepts Dates and shows future times as 0 seconds ago', () => {
    expect(formatRelativeTime(new Date(now - 120_000), 'en', new Date(now))).toBe('2 minutes ago');
    expect(formatRelativeTime(now + 10_000, 'en', now)).toBe('0 seconds ago');
  });

  it('rejects what is not a time with a named error', () => {
    expect(() => formatRelativeTime(Number.NaN, 'en', now)).toThrow(InvalidTimestampError);
    expect(() => formatRelativeTime(new Date('nope'), 'en', now)).toThrow('Not a valid timestamp');
  });
});

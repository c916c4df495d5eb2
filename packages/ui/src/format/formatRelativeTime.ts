// "n seconds / minutes / hours / days ago" in English or Chinese. A 10-digit number is Unix seconds,
// any other number milliseconds (the original site's rule).
import { InvalidTimestampError } from '../errors/InvalidTimestampError';
import type { Locale } from './Locale';

const UNITS = [
  { seconds: 86_400, en: 'day', chs: '天' },
  { seconds: 3_600, en: 'hour', chs: '小时' },
  { seconds: 60, en: 'minute', chs: '分钟' },
  { seconds: 1, en: 'second', chs: '秒' },
] as const;

function toMilliseconds(time: number | Date): number {
  const value = time instanceof Date ? time.getTime() : time;
  if (!Number.isFinite(value)) throw new InvalidTimestampError(time);
  if (typeof time === 'number' && String(Math.trunc(Math.abs(time))).length === 10) return time * 1000;
  return value;
}

export function formatRelativeTime(
  time: number | Date,
  locale: Locale = 'en',
  now: number | Date = Date.now(),
): string {
  const elapsed = Math.max(
    0,
    Math.floor((toMilliseconds(now instanceof Date ? now.getTime() : now) - toMilliseconds(time)) / 1000),
  );
  const unit = UNITS.find((u) => elapsed >= u.seconds) ?? UNITS[3];
  const count = Math.floor(elapsed / unit.seconds);
  if (locale === 'chs') return `${count}${unit.chs}前`;
  return `${count} ${unit.en}${count === 1 ? '' : 's'} ago`;
}

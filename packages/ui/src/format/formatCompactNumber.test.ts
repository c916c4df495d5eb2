import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './formatCompactNumber';

describe('formatCompactNumber', () => {
  it('shortens counters in English', () => {
    expect(formatCompactNumber(21023)).toBe('21K');
    expect(formatCompactNumber(2323)).toBe('2.3K');
    expect(formatCompactNumber(1_250_000)).toBe('1.3M');
    expect(formatCompactNumber(999)).toBe('999');
  });

  it('uses 万 and 亿 in Chinese', () => {
    expect(formatCompactNumber(35023, 'chs')).toBe('3.5万');
    expect(formatCompactNumber(123_456_789, 'chs')).toBe('1.2亿');
    expect(formatCompactNumber(2323, 'chs')).toBe('2323');
  });

  it('takes bigint counts', () => {
    expect(formatCompactNumber(4_500_000_000n)).toBe('4.5B');
  });
});

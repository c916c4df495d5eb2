import { describe, expect, it } from 'vitest';
import { GROUP_SEPARATOR, groupDigits } from './groupDigits.js';

describe('groupDigits', () => {
  it('groups thousands in English and leaves the fraction alone', () => {
    expect(groupDigits('1000000', GROUP_SEPARATOR.en)).toBe('1,000,000');
    expect(groupDigits('45225.123456', GROUP_SEPARATOR.en)).toBe('45,225.123456');
    expect(groupDigits('999', GROUP_SEPARATOR.en)).toBe('999');
    expect(groupDigits('-1234', GROUP_SEPARATOR.en)).toBe('-1,234');
  });

  it('groups with no-break spaces in Chinese conventions', () => {
    expect(groupDigits('1000000', GROUP_SEPARATOR.chs)).toBe('1\u00a0000\u00a0000');
  });

  it('keeps the marks of amounts too small to show', () => {
    expect(groupDigits('<0.0001', GROUP_SEPARATOR.en)).toBe('<0.0001');
  });
});

import { describe, expect, it } from 'vitest';
import { abbreviateAddress } from './abbreviateAddress.js';

describe('abbreviateAddress', () => {
  it('shows the first 5 characters, dots, and the last 5', () => {
    expect(abbreviateAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39...92266');
  });

  it('leaves short or missing values readable', () => {
    expect(abbreviateAddress('0x1234')).toBe('0x1234');
    expect(abbreviateAddress(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { loginMessage } from './loginMessage.js';

describe('loginMessage', () => {
  it('is the login text followed by the Unix-seconds timestamp', () => {
    expect(loginMessage('Welcome to Fanout ', 1_700_000_000)).toBe('Welcome to Fanout 1700000000');
  });

  it('rejects a fractional, negative or non-number timestamp and an empty text', () => {
    expect(() => loginMessage('x', 1.5)).toThrow(InvalidParameterError);
    expect(() => loginMessage('x', -1)).toThrow(InvalidParameterError);
    expect(() => loginMessage('x', Number.NaN)).toThrow(InvalidParameterError);
    expect(() => loginMessage('x', '1700000000' as unknown as number)).toThrow(InvalidParameterError);
    expect(() => loginMessage('', 1)).toThrow(InvalidParameterError);
  });
});

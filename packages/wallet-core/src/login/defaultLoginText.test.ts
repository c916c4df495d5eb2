import { describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { defaultLoginText } from './defaultLoginText.js';
import { loginMessage } from './loginMessage.js';

describe('defaultLoginText', () => {
  it('names the domain and chain id, and ends ready for the timestamp', () => {
    const text = defaultLoginText({ domain: 'Fanout.example', chainId: 137 });
    expect(text).toContain('Domain: fanout.example');
    expect(text).toContain('Chain ID: 137');
    expect(loginMessage(text, 1_700_000_000).endsWith('Issued At (Unix seconds): 1700000000')).toBe(true);
  });

  it('differs between sites and between chains, so signatures do not carry over', () => {
    const a = defaultLoginText({ domain: 'fanout.example', chainId: 137 });
    expect(defaultLoginText({ domain: 'evil.example', chainId: 137 })).not.toBe(a);
    expect(defaultLoginText({ domain: 'fanout.example', chainId: 80002 })).not.toBe(a);
  });

  it('accepts localhost with a port and rejects URLs, line breaks and bad chain ids', () => {
    expect(defaultLoginText({ domain: 'localhost:5173', chainId: 31337 })).toContain('Domain: localhost:5173');
    expect(() => defaultLoginText({ domain: 'https://fanout.example', chainId: 137 })).toThrow(InvalidParameterError);
    expect(() => defaultLoginText({ domain: 'a.example\nChain ID: 1', chainId: 137 })).toThrow(InvalidParameterError);
    expect(() => defaultLoginText({ domain: '', chainId: 137 })).toThrow(InvalidParameterError);
    expect(() => defaultLoginText({ domain: 'fanout.example', chainId: 0 })).toThrow(InvalidParameterError);
    expect(() => defaultLoginText({ domain: 'fanout.example', chainId: 1.5 })).toThrow(InvalidParameterError);
  });
});

import { describe, expect, it } from 'vitest';
import { logReadErrorKind } from './logReadErrorKind.js';

const error = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('logReadErrorKind', () => {
  it.each([
    [-32005, 'query returned more than 10000 results. Try with this block range [0x1, 0x2].'], // Infura
    [-32600, 'block range is too wide'], // Ankr
    [-32000, 'exceed maximum block range: 5000'], // BNB Chain, PublicNode
    [-32602, 'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range'], // Alchemy
    [-32000, 'eth_getLogs is limited to a 10,000 range'], // QuickNode
    [-32000, 'ranges over 10000 blocks are not supported on freetier'], // dRPC
    [-32000, 'max block range 800'], // Cloudflare
    [35, 'something the list does not know'], // by code alone
  ])('%i %s: a range to split', (code, message) => {
    expect(logReadErrorKind(error(code, message))).toBe('range');
  });

  it('tells a rate limit and a pruned node from a range, and leaves other failures to retries', () => {
    expect(logReadErrorKind(error(-32005, 'daily request count exceeded, request rate limited'))).toBe('rateLimited');
    expect(logReadErrorKind(error(429, 'Too Many Requests'))).toBe('rateLimited');
    expect(logReadErrorKind(error(4444, 'pruned history unavailable'))).toBe('pruned');
    expect(logReadErrorKind(error(-32000, 'fetch failed'))).toBeNull();
    expect(logReadErrorKind(new TypeError('Failed to fetch'))).toBeNull();
    expect(logReadErrorKind(undefined)).toBeNull();
  });
});

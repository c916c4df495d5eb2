import { describe, expect, it } from 'vitest';
import { findAddressPoisoning } from './findAddressPoisoning.js';

const PAYEE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const POISONER = '0x5aaE00000000000000000000000000000000eaeD';
const USDT = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';

describe('findAddressPoisoning', () => {
  it('names a zero-value transfer from a look-alike of a past payee', () => {
    const transfer = { from: POISONER, token: USDT, amount: 0n, hash: '0xabc' };
    const found = findAddressPoisoning([transfer], [PAYEE]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ transfer, kind: 'zero-value', payee: PAYEE });
    expect(found[0]?.differingPositions.length).toBeGreaterThan(0);
  });

  it('names dust up to the threshold, not above it', () => {
    const dust = { from: POISONER, token: USDT, amount: 10n, dustThreshold: 10n };
    const real = { from: POISONER, token: USDT, amount: 11n, dustThreshold: 10n };
    expect(findAddressPoisoning([dust, real], [PAYEE]).map((f) => [f.transfer, f.kind])).toEqual([[dust, 'dust']]);
    // Without a threshold only zero-value transfers count.
    expect(findAddressPoisoning([{ from: POISONER, token: null, amount: 1n }], [PAYEE])).toEqual([]);
  });

  it('a zero-value transfer from the payee itself, or from an unrelated address, is not poisoning', () => {
    const transfers = [
      { from: PAYEE.toLowerCase(), token: USDT, amount: 0n },
      { from: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', token: USDT, amount: 0n },
    ];
    expect(findAddressPoisoning(transfers, [PAYEE])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ensCoinTypeOf } from './ensCoinTypeOf.js';
import { ensReverseNamesOf } from './ensReverseNamesOf.js';

describe('ensReverseNamesOf', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('reads addr.reverse for Ether, the chain’s own namespace then default.reverse for an L2 (ENSIP-19)', () => {
    expect(ensReverseNamesOf(address, 60)).toEqual(['70997970c51812dc3a010c7d01b50e0d17dc79c8.addr.reverse']);
    expect(ensReverseNamesOf(address, ensCoinTypeOf(10))).toEqual([
      '70997970c51812dc3a010c7d01b50e0d17dc79c8.8000000a.reverse',
      '70997970c51812dc3a010c7d01b50e0d17dc79c8.default.reverse',
    ]);
  });
});

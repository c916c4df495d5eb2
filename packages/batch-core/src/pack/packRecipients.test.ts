import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { MAX_PACKED_AMOUNT, PACKED_AMOUNT_LIMIT } from './PACKED_AMOUNT_LIMIT.js';
import { PackedAmountTooLargeError } from './PackedAmountTooLargeError.js';
import { PackRecipientsError } from './PackRecipientsError.js';
import { packRecipients } from './packRecipients.js';
import { unpackRecipients } from './unpackRecipients.js';

const ALICE = toChecksumAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const BOB = toChecksumAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof PackRecipientsError) return `${error.code}@${error.index}`;
    throw error;
  }
  return undefined;
}

describe('packRecipients', () => {
  it('puts the amount above the 160 address bits, in order', () => {
    const packed = packRecipients({ recipients: [ALICE, BOB], amounts: [1n, 2_500_000n] });
    expect(packed).toEqual([(1n << 160n) | BigInt(ALICE), (2_500_000n << 160n) | BigInt(BOB)]);
    // The word an integrator would type by hand: amount 1, then the address in the low 20 bytes.
    expect(`0x${(packed[0] as bigint).toString(16).padStart(64, '0')}`).toBe(
      `0x${'0'.repeat(23)}1${ALICE.slice(2).toLowerCase()}`,
    );
  });

  it('takes the largest amount that fits and refuses 2^96 with a named error', () => {
    expect(packRecipients({ recipients: [ALICE], amounts: [MAX_PACKED_AMOUNT] })).toEqual([
      (MAX_PACKED_AMOUNT << 160n) | BigInt(ALICE),
    ]);
    let caught: unknown;
    try {
      packRecipients({ recipients: [ALICE, BOB], amounts: [1n, PACKED_AMOUNT_LIMIT] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PackedAmountTooLargeError);
    expect(caught).toMatchObject({ name: 'PackedAmountTooLargeError', code: 'AMOUNT_TOO_LARGE', index: 1 });
    expect((caught as PackedAmountTooLargeError).amount).toBe(PACKED_AMOUNT_LIMIT);
  });

  it('refuses what the contract would refuse or misread', () => {
    const zero = `0x${'0'.repeat(40)}`;
    expect(codeOf(() => packRecipients({ recipients: [ALICE, zero], amounts: [1n, 1n] }))).toBe('ZERO_ADDRESS@1');
    expect(codeOf(() => packRecipients({ recipients: ['0x1234'], amounts: [1n] }))).toBe('INVALID_ADDRESS@0');
    expect(codeOf(() => packRecipients({ recipients: [ALICE], amounts: [-1n] }))).toBe('AMOUNT_NEGATIVE@0');
    expect(codeOf(() => packRecipients({ recipients: [ALICE], amounts: [] }))).toBe('LENGTH_MISMATCH@undefined');
    expect(codeOf(() => packRecipients({ recipients: [], amounts: [] }))).toBe('COUNT_OUT_OF_RANGE@undefined');
    const many = Array.from({ length: 256 }, () => ALICE);
    expect(codeOf(() => packRecipients({ recipients: many, amounts: many.map(() => 1n) }))).toBe(
      'COUNT_OUT_OF_RANGE@undefined',
    );
    // A wrong checksum is a mistyped address, not a recipient.
    expect(codeOf(() => packRecipients({ recipients: [ALICE.replace('C', 'c')], amounts: [1n] }))).toBe(
      'INVALID_ADDRESS@0',
    );
  });

  it('round-trips through unpackRecipients for any list of 1 to 255 entries', () => {
    const address = fc
      .bigInt({ min: 1n, max: (1n << 160n) - 1n })
      .map((n) => toChecksumAddress(`0x${n.toString(16).padStart(40, '0')}`));
    const entry = fc.tuple(address, fc.bigInt({ min: 0n, max: MAX_PACKED_AMOUNT }));
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 255 }), (entries) => {
        const recipients = entries.map(([a]) => a);
        const amounts = entries.map(([, v]) => v);
        const packed = packRecipients({ recipients, amounts });
        expect(packed).toHaveLength(entries.length);
        expect(unpackRecipients(packed)).toEqual({ recipients, amounts });
      }),
      { numRuns: 60 },
    );
  });
});

describe('unpackRecipients', () => {
  it('refuses words that are not uint256, zero recipients and empty lists', () => {
    expect(codeOf(() => unpackRecipients([1n << 256n]))).toBe('INVALID_WORD@0');
    expect(codeOf(() => unpackRecipients([(5n << 160n) | 1n, 5n << 160n]))).toBe('ZERO_ADDRESS@1');
    expect(codeOf(() => unpackRecipients([]))).toBe('COUNT_OUT_OF_RANGE@undefined');
  });
});

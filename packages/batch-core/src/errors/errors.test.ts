// Every error batch-core throws, taken from its public entry: a literal `name`, a `messageKey` whose English text is in
// `batchCoreMessages`, and the values that text names. A new error class must be added to `thrown` (its name to
// BatchCoreErrorName) or the entry check fails.
import { describe, expect, it } from 'vitest';
import * as batchCore from '../index.js';
import {
  BatchCoreError,
  type BatchCoreErrorName,
  batchCoreMessages,
  bulkSendFee,
  chunk,
  formatAmount,
  MAX_PACKED_AMOUNT,
  packRecipients,
  parseTokenId,
  parseUnits,
  toChecksumAddress,
  unpackRecipients,
} from '../index.js';

const thrownBy = (action: () => unknown): BatchCoreError => {
  try {
    action();
  } catch (error) {
    if (error instanceof BatchCoreError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

const ADDRESS = '0x00000000000000000000000000000000000000a1';

/** One error of each name, thrown by the package's own functions where one throws it. */
const thrown: { readonly [N in BatchCoreErrorName]: () => BatchCoreError } = {
  BatchCoreError: () => new BatchCoreError('Something was refused.'),
  InvalidAddressError: () => thrownBy(() => toChecksumAddress('0xzz')),
  InvalidAmountError: () => thrownBy(() => parseUnits('1.234', 2)),
  InvalidChunkSizeError: () => thrownBy(() => chunk({ rows: [] }, 0)),
  InvalidDecimalsError: () => thrownBy(() => parseUnits('1', 256)),
  InvalidFeeParameterError: () => thrownBy(() => bulkSendFee({ gasEstimate: -1n, gasPrice: 1n, feePercent: 5n })),
  InvalidOptionError: () => thrownBy(() => formatAmount(1n, 18, { maxFractionDigits: -1 })),
  InvalidTokenIdError: () => thrownBy(() => parseTokenId('-7')),
  PackRecipientsError: () => thrownBy(() => packRecipients({ recipients: [ADDRESS], amounts: [-1n] })),
  PackedAmountTooLargeError: () =>
    thrownBy(() => packRecipients({ recipients: [ADDRESS], amounts: [MAX_PACKED_AMOUNT + 1n] })),
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] as string);
const fill = (text: string, params: Readonly<Record<string, string | number>>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

describe("batch-core's errors", () => {
  it('are every error class its entry exports, and no other', () => {
    const exported = Object.entries(batchCore)
      .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
      .map(([name]) => name)
      .sort();
    expect(exported).toEqual(Object.keys(thrown).sort());
    for (const name of exported) {
      expect(
        (batchCore as Record<string, unknown>)[name] === BatchCoreError ||
          batchCore[name as 'BatchCoreError'].prototype instanceof BatchCoreError,
        name,
      ).toBe(true);
    }
  });

  it.each(Object.entries(thrown))(
    '%s has its literal name, a messageKey with an English text, and its values',
    (name, make) => {
      const error = make();
      expect(error).toBeInstanceOf((batchCore as unknown as Record<string, typeof BatchCoreError>)[name]);
      expect(error.name).toBe(name);
      const text = batchCoreMessages.en[error.messageKey];
      expect(text, error.messageKey).toBeTypeOf('string');
      for (const placeholder of placeholders(text))
        expect(error.messageParams, placeholder).toHaveProperty(placeholder);
      expect(fill(text, error.messageParams)).not.toMatch(/{{|}}/);
    },
  );

  it('name what was wrong in the text a person reads', () => {
    const text = (error: BatchCoreError) => fill(batchCoreMessages.en[error.messageKey], error.messageParams);
    expect(text(thrown.InvalidAddressError())).toBe('Not a valid address: 0xzz');
    expect(text(thrownBy(() => toChecksumAddress('0x00000000000000000000000000000000000000Aa')))).toBe(
      'Not a valid address: 0x00000000000000000000000000000000000000Aa fails its checksum (a character was probably mistyped)',
    );
    expect(text(thrown.InvalidAmountError())).toBe(
      'Amount "1.234" has more than 2 decimal places, the most this token allows',
    );
    expect(text(thrown.InvalidChunkSizeError())).toBe('A batch holds 1 to 255 recipients, not 0');
    expect(text(thrown.PackRecipientsError())).toBe('The amount of entry 1 is negative');
    expect(text(thrownBy(() => unpackRecipients([])))).toBe('A batch holds 1 to 255 recipients, not 0');
    expect(text(thrownBy(() => parseTokenId('')))).toBe('A token id is needed');
  });

  it('keep the developer sentence as message and shortMessage', () => {
    expect(thrown.InvalidChunkSizeError().shortMessage).toBe('Chunk size must be an integer from 1 to 255, got 0.');
  });

  it('have no empty text in the catalogue', () => {
    for (const text of Object.values(batchCoreMessages.en)) expect(text.trim()).not.toBe('');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { formatUnits } from '../units/formatUnits.js';
import { parseRecipients } from './parseRecipients.js';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .filter((bytes) => bytes.some((b) => b !== 0))
  .map((bytes) => toChecksumAddress(`0x${Buffer.from(bytes).toString('hex')}`));
const caseOf = fc.constantFrom<'as-is' | 'lower' | 'upper'>('as-is', 'lower', 'upper');
const separator = fc.constantFrom(',', ';', '\t', ' ', ' , ', '，');
const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
const decimals = fc.integer({ min: 0, max: 30 });

describe('parseRecipients properties', () => {
  it('the total always equals the bigint sum of the rows', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), decimals, (text, d) => {
        const plan = parseRecipients(text, { decimals: d });
        expect(plan.total).toBe(plan.rows.reduce((sum, row) => sum + row.value, 0n));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text, and every issue has a line inside the text', () => {
    const alphabet = fc.constantFrom(...'0x1aA9.,;\t "\r\n-e+\u200B\uFEFF，'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: alphabet, maxLength: 300 })), (text) => {
        const plan = parseRecipients(text, { decimals: 6 });
        const lines = text.split(/\r\n|\r|\n/).length;
        for (const issue of [...plan.errors, ...plan.warnings]) {
          expect(issue.line).toBeGreaterThanOrEqual(1);
          expect(issue.line).toBeLessThanOrEqual(lines);
          expect(issue.message.length).toBeGreaterThan(0);
        }
        expect(plan.ok).toBe(plan.rows.length > 0 && plan.errors.length === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('reads back every generated list exactly, whatever the separators, line ends and letter case', () => {
    fc.assert(
      fc.property(
        decimals,
        fc.array(fc.tuple(address, fc.bigInt({ min: 1n, max: 10n ** 40n }), caseOf, separator), {
          minLength: 1,
          maxLength: 30,
        }),
        lineEnd,
        (d, entries, end) => {
          const unique = [...new Map(entries.map((e) => [e[0], e])).values()];
          const text = unique
            .map(([a, value, letterCase, sep]) => {
              const written =
                letterCase === 'lower' ? a.toLowerCase() : letterCase === 'upper' ? `0x${a.slice(2).toUpperCase()}` : a;
              return `${written}${sep}${formatUnits(value, d)}`;
            })
            .join(end);
          const plan = parseRecipients(text, { decimals: d });
          expect(plan.errors).toEqual([]);
          expect(plan.rows.map((r) => [r.address, r.value])).toEqual(unique.map(([a, value]) => [a, value]));
        },
      ),
      { numRuns: 200 },
    );
  });
});

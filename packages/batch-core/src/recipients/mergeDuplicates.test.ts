import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeDuplicates } from './mergeDuplicates.js';
import { parseRecipients } from './parseRecipients.js';

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('mergeDuplicates', () => {
  it('sums repeated recipients into their first line and clears the duplicate errors', () => {
    const plan = parseRecipients(`${A},1.5\n${B},2\n${A.toLowerCase()},0.25\n${A},1`, { decimals: 6 });
    expect(plan.ok).toBe(false);
    const merged = mergeDuplicates(plan);
    expect(merged.ok).toBe(true);
    expect(merged.errors).toEqual([]);
    expect(merged.rows).toEqual([
      { line: 1, address: A, amount: '2.75', value: 2_750_000n, mergedLines: [1, 3, 4] },
      { line: 2, address: B, amount: '2', value: 2_000_000n },
    ]);
    expect(merged.total).toBe(plan.total);
    expect(merged.recipientCount).toBe(2);
  });

  it('keeps other errors and warnings, and leaves the input plan untouched', () => {
    const plan = parseRecipients(`${A},1\n${A},1\n${B},-1`, { decimals: 6 });
    const before = structuredClone(plan);
    const merged = mergeDuplicates(plan);
    expect(merged.errors.map((e) => e.code)).toEqual(['AMOUNT_NEGATIVE']);
    expect(merged.ok).toBe(false);
    expect(plan).toEqual(before);
  });

  it('keeps the total and leaves one row per address for any list', () => {
    const line = fc.tuple(fc.constantFrom(A, B, A.toLowerCase()), fc.integer({ min: 1, max: 1_000_000 }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const plan = parseRecipients(lines.map(([a, n]) => `${a},${n}`).join('\n'), { decimals: 2 });
        const merged = mergeDuplicates(plan);
        expect(merged.total).toBe(plan.total);
        expect(new Set(merged.rows.map((r) => r.address)).size).toBe(merged.rows.length);
        expect(merged.errors).toEqual([]);
        expect(mergeDuplicates(merged)).toEqual(merged);
      }),
      { numRuns: 200 },
    );
  });
});

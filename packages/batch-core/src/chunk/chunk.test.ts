import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { MAX_RECIPIENTS } from '../limits/constants.js';
import { parseRecipients } from '../recipients/parseRecipients.js';
import type { RecipientRow } from '../recipients/RecipientRow.js';
import { chunk } from './chunk.js';
import { InvalidChunkSizeError } from './InvalidChunkSizeError.js';

/** Ordinary addresses from 0x…1001 up (0x…01 to 0x…11 and 0x…100 are precompiles, refused as recipients). */
function listOf(count: number): string {
  const lines: string[] = [];
  for (let i = 1; i <= count; i++) {
    lines.push(`${toChecksumAddress(`0x${(0x1000 + i).toString(16).padStart(40, '0')}`)},${i}`);
  }
  return lines.join('\n');
}

describe('chunk', () => {
  it('splits 600 recipients into 255 + 255 + 90, each with its own total', () => {
    const plan = parseRecipients(listOf(600), { decimals: 0 });
    const chunks = chunk(plan);
    expect(chunks.map((c) => c.rows.length)).toEqual([255, 255, 90]);
    expect(chunks.map((c) => c.index)).toEqual([0, 1, 2]);
    expect(chunks[0]?.total).toBe(BigInt((255 * 256) / 2));
    expect(chunks.reduce((sum, c) => sum + c.total, 0n)).toBe(plan.total);
    expect(chunks[2]?.recipients[0]).toBe(plan.rows[510]?.address);
    expect(chunks[2]?.amounts[89]).toBe(600n);
  });

  it('gives no chunk for no rows and one chunk for exactly 255', () => {
    expect(chunk({ rows: [] })).toEqual([]);
    expect(chunk(parseRecipients(listOf(MAX_RECIPIENTS), { decimals: 0 }))).toHaveLength(1);
  });

  it('refuses sizes the contract cannot take', () => {
    const plan = { rows: [] };
    for (const size of [0, -1, 1.5, 256, Number.NaN]) expect(() => chunk(plan, size)).toThrow(InvalidChunkSizeError);
  });

  it('keeps order and loses nothing for any length and size', () => {
    const row = (i: number): RecipientRow => ({
      line: i + 1,
      address: `0x${i.toString(16).padStart(40, '0')}`,
      amount: String(i + 1),
      value: BigInt(i + 1),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 1, max: MAX_RECIPIENTS }), (count, size) => {
        const rows = Array.from({ length: count }, (_, i) => row(i));
        const chunks = chunk({ rows }, size);
        expect(chunks.flatMap((c) => c.rows)).toEqual(rows);
        expect(chunks.every((c) => c.rows.length >= 1 && c.rows.length <= size)).toBe(true);
        expect(chunks.slice(0, -1).every((c) => c.rows.length === size)).toBe(true);
        for (const c of chunks) expect(c.total).toBe(c.amounts.reduce((s, a) => s + a, 0n));
      }),
      { numRuns: 100 },
    );
  });
});

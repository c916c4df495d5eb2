// findLookAlikes through its index finds exactly what comparing every pair by hand finds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLookAlikes } from './findLookAlikes.js';

// Few distinct ends so that look-alikes are common; random middles and letter case.
const hex = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: n, maxLength: n });
const address = fc
  .tuple(fc.constantFrom('5aae', '5AAE', 'fb69'), hex(32), fc.constantFrom('eaed', 'd359'))
  .map(([start, middle, end]) => `0x${start}${middle}${end}`);

function naive(lines: { line: number; address: string }[], history: string[]) {
  const looksAlike = (a: string, b: string) =>
    a.toLowerCase() !== b.toLowerCase() &&
    a.slice(2, 6).toLowerCase() === b.slice(2, 6).toLowerCase() &&
    a.slice(38).toLowerCase() === b.slice(38).toLowerCase();
  const pairs: string[] = [];
  const knownFirst = new Map<string, string>();
  for (const h of history) if (!knownFirst.has(h.toLowerCase())) knownFirst.set(h.toLowerCase(), h);
  const firstLine = new Map<string, number>();
  for (const { line, address } of lines) {
    for (const known of knownFirst.values())
      if (looksAlike(address, known)) pairs.push(`${line}:history:${known.toLowerCase()}`);
    const lower = address.toLowerCase();
    if (firstLine.has(lower)) continue;
    for (const [other, otherLine] of firstLine)
      if (looksAlike(lower, other)) pairs.push(`${line}:line${otherLine}:${other}`);
    firstLine.set(lower, line);
  }
  return pairs.sort();
}

describe('findLookAlikes (property)', () => {
  it('equals the pairwise comparison', () => {
    fc.assert(
      fc.property(fc.array(address, { maxLength: 12 }), fc.array(address, { maxLength: 8 }), (addresses, history) => {
        const lines = addresses.map((a, i) => ({ line: i + 1, address: a }));
        const found = findLookAlikes(lines, { history }).map(
          (m) =>
            `${m.line}:${m.source.kind === 'line' ? `line${m.source.line}` : m.source.kind}:${m.lookAlike.toLowerCase()}`,
        );
        expect(found.sort()).toEqual(naive(lines, history));
      }),
      { numRuns: 300 },
    );
  });
});

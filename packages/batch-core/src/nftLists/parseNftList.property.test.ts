import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { MAX_UINT256 } from '../limits/constants.js';
import { parseNftList } from './parseNftList.js';
import { parseSafeAirdropCsv } from './parseSafeAirdropCsv.js';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .filter((bytes) => bytes.some((b) => b !== 0))
  .map((bytes) => toChecksumAddress(`0x${Buffer.from(bytes).toString('hex')}`));
const caseOf = fc.constantFrom<'as-is' | 'lower' | 'upper'>('as-is', 'lower', 'upper');
const separator = fc.constantFrom(',', ';', '\t', ' ', ' , ', '，');
const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
const tokenId = fc.bigInt({ min: 0n, max: MAX_UINT256 });
const idForm = fc.constantFrom<'decimal' | 'hex' | 'zeros'>('decimal', 'hex', 'zeros');
const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'0x1aA9.,;\t "\r\n-e+=@\u200B\uFEFF，'.split('')), maxLength: 300 }),
);

function written(value: string, form: 'as-is' | 'lower' | 'upper'): string {
  if (form === 'lower') return value.toLowerCase();
  if (form === 'upper') return `0x${value.slice(2).toUpperCase()}`;
  return value;
}

function writtenId(id: bigint, form: 'decimal' | 'hex' | 'zeros'): string {
  if (form === 'hex') return `0x${id.toString(16)}`;
  if (form === 'zeros') return `000${id}`;
  return id.toString();
}

describe('parseNftList and parseSafeAirdropCsv properties', () => {
  it('read generated ERC-1155 lists back exactly, whatever the separators, line ends, letter case and id form', () => {
    const line = fc.record({
      to: address,
      id: tokenId,
      amount: fc.bigInt({ min: 1n, max: MAX_UINT256 }),
      form: caseOf,
      idForm,
      separator,
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(line, { minLength: 1, maxLength: 30, selector: (l) => l.id }),
        lineEnd,
        (lines, end) => {
          const text = lines
            .map((l) => `${written(l.to, l.form)}${l.separator}${writtenId(l.id, l.idForm)}${l.separator}${l.amount}`)
            .join(end);
          const plan = parseNftList(text, { standard: 'erc1155' });
          expect(plan.errors).toEqual([]);
          expect(plan.rows.map((row) => [row.to, row.tokenId, row.amount])).toEqual(
            lines.map((l) => [l.to, l.id, l.amount]),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throw on arbitrary text, and every issue has a line inside the text', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom('erc721' as const, 'erc1155' as const), (text, standard) => {
        const lineCount = text.split(/\r\n|\r|\n/).length;
        const plan = parseNftList(text, { standard });
        for (const issue of [...plan.errors, ...plan.warnings]) {
          expect(issue.line).toBeGreaterThanOrEqual(1);
          expect(issue.line).toBeLessThanOrEqual(lineCount);
        }
        for (const row of plan.rows) expect(row.tokenId).toBeLessThanOrEqual(MAX_UINT256);
        const safe = parseSafeAirdropCsv(`token_type,token_address,receiver,amount,id\n${text}`);
        for (const issue of [...safe.errors, ...safe.warnings]) {
          expect(issue.line).toBeGreaterThanOrEqual(1);
          expect(issue.line).toBeLessThanOrEqual(lineCount + 1);
        }
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { mapHeaderColumns } from './mapHeaderColumns.js';
import { parseRecipients } from './parseRecipients.js';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('mapHeaderColumns', () => {
  it('maps a name,address,amount sheet to address,amount lines that parse without errors', () => {
    const text = `name,address,amount\nAlice Smith,${A},1.5\nBob,${B},2`;
    const mapped = mapHeaderColumns(text);
    expect(mapped?.columns).toMatchObject({ address: 1, amount: 2, delimiter: ',' });
    expect(mapped?.text).toBe(`address,amount\n${A},1.5\n${B},2`);
    const plan = parseRecipients(mapped?.text ?? '', { decimals: 6 });
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((row) => [row.line, row.address, row.value])).toEqual([
      [2, A, 1_500_000n],
      [3, B, 2_000_000n],
    ]);
  });

  it('takes the columns in any order, with extra columns, quotes, tabs and Chinese names', () => {
    const quoted = mapHeaderColumns(`"Amount","Note","Wallet Address"\n"1,5","a, b",${A}`);
    expect(quoted?.text).toBe(`address,amount\n${A},"1,5"`);
    const tabs = mapHeaderColumns(`金额\t备注\t地址\n3\tx\t${B}`);
    expect(tabs?.text).toBe(`address,amount\n${B},3`);
  });

  it('keeps line numbers: blank lines stay, a short line keeps its place and fails on its own line', () => {
    const mapped = mapHeaderColumns(`id;amount;address\r\n1;2;${A}\r\n\r\n2;4`);
    expect(mapped?.text.split('\n')).toHaveLength(4);
    const plan = parseRecipients(mapped?.text ?? '', { decimals: 6 });
    expect(plan.rows.map((row) => row.line)).toEqual([2]);
    expect(plan.errors.map((issue) => issue.line)).toEqual([4, 4]);
    expect(plan.errors[0]?.code).toBe('INVALID_ADDRESS');
  });

  it('leaves lists without a recognisable header, or already address,amount, alone', () => {
    expect(mapHeaderColumns(`${A},1\n${B},2`)).toBeNull();
    expect(mapHeaderColumns(`address,amount\n${A},1`)).toBeNull();
    expect(mapHeaderColumns(`who,what\n${A},1`)).toBeNull();
    expect(mapHeaderColumns('')).toBeNull();
  });
});

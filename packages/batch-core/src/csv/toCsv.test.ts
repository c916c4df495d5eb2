import { describe, expect, it } from 'vitest';
import { parseRecipients } from '../recipients/parseRecipients.js';
import { toCsv } from './toCsv.js';

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('toCsv', () => {
  it('writes rows with CRLF and RFC 4180 quoting', () => {
    expect(
      toCsv([
        ['address', 'amount'],
        [A, '1.5'],
        ['say "hi", ok', 'two\nlines'],
      ]),
    ).toBe(`address,amount\r\n${A},1.5\r\n"say ""hi"", ok","two\nlines"\r\n`);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = toCsv([['=HYPERLINK("http://evil","x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', ' =1+1', '＝1']]);
    expect(csv).toBe(`"'=HYPERLINK(""http://evil"",""x"")",'+1,'-2+3,'@SUM(A1),"'\tx","'\rx",' =1+1,'＝1\r\n`);
  });

  it('writes numbers and bigints as plain digits, null and undefined as empty', () => {
    expect(toCsv([[1, -2n, 10n ** 30n, true, null, undefined]], { lineEnding: '\n' })).toBe(
      '1,-2,1000000000000000000000000000000,true,,\n',
    );
  });

  it('writes object rows under a header, in the given column order', () => {
    const rows = [
      { chunk: 0, txHash: '0xabc', status: 'sent' },
      { chunk: 1, txHash: '', status: '=cmd' },
    ];
    expect(toCsv(rows)).toBe("chunk,txHash,status\r\n0,0xabc,sent\r\n1,,'=cmd\r\n");
    expect(toCsv(rows, { columns: ['status', 'chunk'] })).toBe("status,chunk\r\nsent,0\r\n'=cmd,1\r\n");
  });

  it('adds a byte-order mark on request and gives an empty string for no rows', () => {
    expect(toCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
    expect(toCsv([])).toBe('');
  });

  it('exports a plan that parses back to the same plan', () => {
    const plan = parseRecipients(`${A},1.5\n0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,2`, { decimals: 6 });
    const csv = toCsv([['address', 'amount'], ...plan.rows.map((row) => [row.address, row.amount])]);
    const again = parseRecipients(csv, { decimals: 6 });
    expect(again.rows.map((r) => [r.address, r.value])).toEqual(plan.rows.map((r) => [r.address, r.value]));
    expect(again.errors).toEqual([]);
  });
});

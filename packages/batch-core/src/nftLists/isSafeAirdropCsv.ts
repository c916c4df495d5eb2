import { headerDelimiter } from './headerDelimiter.js';
import { isSafeAirdropHeader } from './isSafeAirdropHeader.js';
import { type CsvRecord, splitCsvRecord } from './splitCsvRecord.js';

/**
 * Whether a text is a Safe CSV Airdrop file (its first line with content is a header naming `token_type`,
 * `token_address` or `receiver`), so an app can hand it to parseSafeAirdropCsv instead of parseNftList or
 * parseRecipients. Reads the first line only.
 */
export function isSafeAirdropCsv(text: string): boolean {
  const input = typeof text === 'string' ? text : '';
  const record: CsvRecord = { cells: [], starts: [], badQuote: -1 };
  let pos = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (pos < input.length) {
    const end = splitCsvRecord(input, pos, 44, record);
    if (record.badQuote >= 0 || record.cells.some((cell) => cell !== '')) {
      splitCsvRecord(input, pos, headerDelimiter(input.slice(pos, end)), record);
      return isSafeAirdropHeader(record.cells);
    }
    pos = end + 1;
  }
  return false;
}

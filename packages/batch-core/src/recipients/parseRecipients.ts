// Turns pasted text or a CSV file into a validated transfer plan; never throws on what the user typed.
import type { EnsNameLine } from '../ens/EnsNameLine.js';
import { scanRecipient } from '../ens/scanRecipient.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { MAX_UINT256 } from '../limits/constants.js';
import { amountProblemMessage } from '../units/amountProblemMessage.js';
import { assertDecimals } from '../units/assertDecimals.js';
import { scanDecimal } from '../units/scanDecimal.js';
import { createUnspendableLookup } from '../unspendable/createUnspendableLookup.js';
import { unspendableMessage } from '../unspendable/unspendableMessage.js';
import { cellText } from './cellText.js';
import { columnOf } from './columnOf.js';
import { createLineCells } from './createLineCells.js';
import type { ParseRecipientsOptions } from './ParseRecipientsOptions.js';
import type { RecipientIssue } from './RecipientIssue.js';
import type { RecipientIssueCode } from './RecipientIssueCode.js';
import type { RecipientPlan } from './RecipientPlan.js';
import type { RecipientRow } from './RecipientRow.js';
import { scanListLines } from './scanListLines.js';
import { shortenValue } from './shortenValue.js';

/** Digits with at most one dot: what a number broken up by grouping separators leaves in each cell. */
function isNumberPiece(source: string, start: number, end: number): boolean {
  if (start >= end) return false;
  let dots = 0;
  for (let i = start; i < end; i++) {
    const c = source.charCodeAt(i);
    if (c === 46) dots++;
    else if (c < 48 || c > 57) return false;
  }
  return dots <= 1 && end - start > dots;
}

function issue(
  code: RecipientIssueCode,
  line: number,
  message: string,
  column?: number,
  value?: string,
): RecipientIssue {
  const result: RecipientIssue = { code, line, message };
  if (column !== undefined) result.column = column;
  if (value !== undefined) result.value = shortenValue(value);
  return result;
}

/**
 * Parses one recipient per line (`address,amount`; also `;`, tab or spaces between, quoted CSV cells, CRLF/CR/LF,
 * blank lines, a header line, surrounding spaces) into a plan: checksummed rows with exact base-unit values, errors
 * and warnings with line numbers, and the exact total. See the package README for the full grammar and the codes.
 * @throws InvalidDecimalsError or InvalidOptionError for invalid options only (developer errors), never for the text.
 */
export function parseRecipients(text: string, options: ParseRecipientsOptions): RecipientPlan {
  const decimals = options.decimals;
  assertDecimals(decimals);
  const maxRecipients = options.maxRecipients;
  if (maxRecipients !== undefined && (!Number.isInteger(maxRecipients) || maxRecipients < 1)) {
    throw new InvalidOptionError('maxRecipients', maxRecipients, 'a positive integer');
  }
  const unspendable = createUnspendableLookup(options, false);
  const input = typeof text === 'string' ? text : '';
  const rows: RecipientRow[] = [];
  const names: EnsNameLine[] = [];
  const errors: RecipientIssue[] = [];
  const warnings: RecipientIssue[] = [];
  // First rows of each recipient by look-alike key (first 4 + last 4 hex digits). A duplicate always shares its
  // key, so only the rare keys seen twice need addresses compared: no string-keyed map on the hot path.
  const byKey = new Map<number, RecipientRow | RecipientRow[]>();
  let recipientCount = 0;
  const cells = createLineCells();
  let total = 0n;
  let tooMany: RecipientIssue | undefined;
  let totalReported = false;
  const header = 'The first line has no address or amount, so it was read as a column header and skipped.';
  scanListLines(
    input,
    cells,
    header,
    (code, line, message, column, value) => {
      (code === 'HEADER_SKIPPED' ? warnings : errors).push(issue(code, line, message, column, value));
    },
    (line, lineStart) => {
      let good = true;
      const addressStart = cells.starts[0] ?? 0;
      const addressEnd = cells.ends[0] ?? 0;
      const recipient = scanRecipient(cells.strings[0] ?? input, addressStart, addressEnd, options.ens, line, names);
      const { address, name, nameIssue } = recipient;
      if (nameIssue !== undefined) {
        good = false;
        const column = columnOf(cells, 0, addressStart, lineStart);
        errors.push(issue(nameIssue.code, line, nameIssue.message, column, nameIssue.written));
      } else if (!address.ok) {
        good = false;
        const column = columnOf(cells, 0, address.offset, lineStart);
        errors.push(issue(address.code, line, address.message, column, cellText(input, cells, 0)));
      }
      if (address.ok) {
        const hit = unspendable(address.address, address.lookAlikeKey);
        if (hit !== undefined) {
          good = false;
          const column = columnOf(cells, 0, addressStart, lineStart);
          errors.push(issue(hit.code, line, unspendableMessage(hit.code, hit.note), column, address.address));
        }
      }

      let value = 0n;
      if (cells.count < 2 || cells.starts[1] === cells.ends[1]) {
        good = false;
        const message = 'No amount after the address; write "address,amount".';
        const column = columnOf(cells, 0, addressEnd, lineStart);
        errors.push(issue('MISSING_AMOUNT', line, message, column, cellText(input, cells, 0)));
      } else if (cells.count > 2) {
        good = false;
        // A broken address often spills into several cells: its own error says enough.
        if (!address.ok) return;
        let allPieces = true;
        for (let k = 1; k < cells.count && allPieces; k++) {
          allPieces = isNumberPiece(cells.strings[k] ?? input, cells.starts[k] ?? 0, cells.ends[k] ?? 0);
        }
        if (allPieces) {
          // "1,000" or "1 000" or a decimal comma "1,5" split into cells: refuse rather than guess the meaning.
          const written =
            cells.strings[1] === undefined && cells.strings[cells.count - 1] === undefined
              ? input.slice(cells.starts[1], cells.ends[cells.count - 1])
              : cellText(input, cells, 1);
          const message = amountProblemMessage('AMOUNT_SEPARATOR', written, decimals);
          const column = columnOf(cells, 1, cells.starts[1] ?? 0, lineStart);
          errors.push(issue('AMOUNT_SEPARATOR', line, message, column, written));
        } else {
          const message = 'Unexpected text after the amount; write one "address,amount" per line.';
          const column = columnOf(cells, 2, cells.starts[2] ?? 0, lineStart);
          errors.push(issue('UNEXPECTED_FIELD', line, message, column, cellText(input, cells, 2)));
        }
      } else {
        const source = cells.strings[1] ?? input;
        const start = cells.starts[1] ?? 0;
        const end = cells.ends[1] ?? 0;
        const amount = scanDecimal(source, start, end, decimals, false);
        if (!amount.ok) {
          good = false;
          const written = source.slice(start, end);
          const message = amountProblemMessage(amount.code, written, decimals);
          errors.push(issue(amount.code, line, message, columnOf(cells, 1, amount.offset, lineStart), written));
        } else if (amount.value === 0n) {
          good = false;
          const message = 'Amount is zero; every recipient must receive more than nothing.';
          errors.push(
            issue('AMOUNT_ZERO', line, message, columnOf(cells, 1, start, lineStart), source.slice(start, end)),
          );
        } else if (amount.value > MAX_UINT256) {
          good = false;
          const message = 'Amount is larger than any token can hold (2^256 − 1 base units).';
          const column = columnOf(cells, 1, start, lineStart);
          errors.push(issue('AMOUNT_TOO_LARGE', line, message, column, source.slice(start, end)));
        } else {
          value = amount.value;
        }
      }
      if (!good || !address.ok) return;

      const row: RecipientRow = { line, address: address.address, amount: cellText(input, cells, 1), value };
      if (name !== undefined) row.name = name;
      const seen = byKey.get(address.lookAlikeKey);
      let first: RecipientRow | undefined;
      let twin: RecipientRow | undefined;
      if (seen === undefined) byKey.set(address.lookAlikeKey, row);
      else {
        const list = Array.isArray(seen) ? seen : [seen];
        first = list.find((other) => other.address === row.address);
        if (first === undefined) {
          twin = list[0];
          list.push(row);
          if (list !== seen) byKey.set(address.lookAlikeKey, list);
        }
      }
      if (first !== undefined) {
        const message = `This address is also on line ${first.line}; merge the lines or remove one.`;
        const column = columnOf(cells, 0, addressStart, lineStart);
        const duplicate = issue('DUPLICATE_ADDRESS', line, message, column, row.address);
        duplicate.otherLine = first.line;
        errors.push(duplicate);
      } else {
        recipientCount++;
        if (twin !== undefined) {
          const message = `This address starts and ends like the one on line ${twin.line} (${twin.address}) but is a different address: check it was not planted to deceive (address poisoning).`;
          const warning = issue('LOOK_ALIKE', line, message, columnOf(cells, 0, addressStart, lineStart), row.address);
          warning.otherLine = twin.line;
          warnings.push(warning);
        }
        if (maxRecipients !== undefined && recipientCount > maxRecipients && tooMany === undefined) {
          // The message is completed after the scan, once the final count is known.
          tooMany = issue('TOO_MANY_RECIPIENTS', line, '', columnOf(cells, 0, addressStart, lineStart), row.address);
          errors.push(tooMany);
        }
      }
      total += value;
      if (total > MAX_UINT256 && !totalReported) {
        totalReported = true;
        const message = 'The total passes 2^256 − 1 base units here, more than any token can hold.';
        errors.push(issue('TOTAL_TOO_LARGE', line, message));
      }
      rows.push(row);
    },
  );

  if (tooMany !== undefined) {
    tooMany.message = `The list has ${recipientCount} different recipients; at most ${maxRecipients} are allowed.`;
  }
  return {
    decimals,
    rows,
    errors,
    warnings,
    total,
    recipientCount,
    names,
    ok: rows.length > 0 && errors.length === 0,
  };
}

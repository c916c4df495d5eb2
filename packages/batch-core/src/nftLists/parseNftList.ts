// Turns a pasted ERC-721 (`address,tokenId`) or ERC-1155 (`address,tokenId,amount`) list into a validated plan.
import type { EnsNameLine } from '../ens/EnsNameLine.js';
import { scanRecipient } from '../ens/scanRecipient.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { cellText } from '../recipients/cellText.js';
import { columnOf } from '../recipients/columnOf.js';
import { createLineCells } from '../recipients/createLineCells.js';
import { scanListLines } from '../recipients/scanListLines.js';
import { createUnspendableLookup } from '../unspendable/createUnspendableLookup.js';
import { unspendableMessage } from '../unspendable/unspendableMessage.js';
import { checkNftRows } from './checkNftRows.js';
import { createListIssue } from './createListIssue.js';
import type { NftListIssue } from './NftListIssue.js';
import type { NftListIssueCode } from './NftListIssueCode.js';
import type { NftPlan } from './NftPlan.js';
import type { NftRow } from './NftRow.js';
import type { ParseNftListOptions } from './ParseNftListOptions.js';
import { readNftAmount } from './readNftAmount.js';
import { scanTokenId } from './scanTokenId.js';

/** What reading a token id or an amount cell gives. */
type CellScan = { ok: true; value: bigint } | { ok: false; code: NftListIssueCode; offset: number; message: string };

/**
 * Parses one transfer per line — `address,tokenId` for ERC-721, `address,tokenId,amount` for ERC-1155 — with the
 * same line grammar as parseRecipients (`,` `;` tab or spaces between cells, quoted CSV cells, CRLF/CR/LF, BOM, blank
 * lines, a header line, the same address rules). Never throws on the text: every refusal is an issue with its line.
 * @throws InvalidOptionError when `standard` is neither `erc721` nor `erc1155`.
 */
export function parseNftList(text: string, options: ParseNftListOptions): NftPlan {
  const standard = options?.standard;
  if (standard !== 'erc721' && standard !== 'erc1155') {
    throw new InvalidOptionError('standard', standard, "'erc721' or 'erc1155'");
  }
  const unspendable = createUnspendableLookup(options, true);
  const columns = standard === 'erc721' ? 2 : 3;
  const input = typeof text === 'string' ? text : '';
  const rows: NftRow[] = [];
  const names: EnsNameLine[] = [];
  const errors: NftListIssue[] = [];
  const warnings: NftListIssue[] = [];
  const cells = createLineCells();
  const header = 'The first line has no address or token id, so it was read as a column header and skipped.';
  scanListLines(
    input,
    cells,
    header,
    (code, line, message, column, value) => {
      const issue = createListIssue(code, line, message, { column, value });
      (code === 'HEADER_SKIPPED' ? warnings : errors).push(issue);
    },
    (line, lineStart) => {
      const at = (k: number, offset: number) => columnOf(cells, k, offset, lineStart);
      const errorCount = errors.length;
      /** Cell `k` read by `scan`: its value, or undefined with the cell's issue added. */
      const readCell = (
        k: number,
        scan: (text: string, start: number, end: number) => CellScan,
      ): bigint | undefined => {
        const read = scan(cells.strings[k] ?? input, cells.starts[k] ?? 0, cells.ends[k] ?? 0);
        if (read.ok) return read.value;
        const value = cellText(input, cells, k);
        errors.push(createListIssue(read.code, line, read.message, { column: at(k, read.offset), value }));
        return undefined;
      };

      const addressStart = cells.starts[0] ?? 0;
      const recipient = scanRecipient(
        cells.strings[0] ?? input,
        addressStart,
        cells.ends[0] ?? 0,
        options.ens,
        line,
        names,
      );
      const { address, name, nameIssue } = recipient;
      if (nameIssue !== undefined) {
        const details = { column: at(0, addressStart), value: nameIssue.written, params: { name: nameIssue.name } };
        errors.push(createListIssue(nameIssue.code, line, nameIssue.message, details));
      } else if (!address.ok) {
        const value = cellText(input, cells, 0);
        errors.push(createListIssue(address.code, line, address.message, { column: at(0, address.offset), value }));
      }
      if (address.ok) {
        const hit = unspendable(address.address, address.lookAlikeKey);
        if (hit !== undefined) {
          const message = unspendableMessage(hit.code, hit.note);
          const details = {
            column: at(0, cells.starts[0] ?? 0),
            value: address.address,
            params: { address: address.address },
          };
          errors.push(createListIssue(hit.code, line, message, details));
        }
      }

      let tokenId = 0n;
      if (cells.count < 2) {
        const message =
          standard === 'erc721'
            ? 'No token id after the address; write "address,tokenId".'
            : 'No token id after the address; write "address,tokenId,amount".';
        errors.push(createListIssue('MISSING_TOKEN_ID', line, message, { column: at(0, cells.ends[0] ?? 0) }));
      } else {
        tokenId = readCell(1, scanTokenId) ?? tokenId;
      }

      let amount = 1n;
      if (standard === 'erc1155' && cells.count === 2) {
        const message = 'No amount after the token id; write "address,tokenId,amount".';
        errors.push(createListIssue('MISSING_AMOUNT', line, message, { column: at(1, cells.ends[1] ?? 0) }));
      } else if (standard === 'erc1155' && cells.count > 2) {
        amount = readCell(2, readNftAmount) ?? amount;
      }
      if (cells.count > columns) {
        const message =
          standard === 'erc721'
            ? 'Unexpected text after the token id; write one "address,tokenId" per line (an ERC-721 id has no amount).'
            : 'Unexpected text after the amount; write one "address,tokenId,amount" per line.';
        const column = at(columns, cells.starts[columns] ?? 0);
        errors.push(
          createListIssue('UNEXPECTED_FIELD', line, message, { column, value: cellText(input, cells, columns) }),
        );
      }
      if (errors.length !== errorCount || !address.ok) return;
      const row: NftRow = { line, to: address.address, tokenId, amount };
      if (name !== undefined) row.name = name;
      rows.push(row);
    },
  );
  return { ...checkNftRows(standard, rows, errors, warnings), names };
}

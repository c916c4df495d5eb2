// Reads Safe's CSV Airdrop format (`token_type,token_address,receiver,amount,id`) into one batch per asset.
import type { Address } from '../address/Address.js';
import type { AddressProblem } from '../address/AddressProblem.js';
import { scanAddress } from '../address/scanAddress.js';
import type { EnsNameLine } from '../ens/EnsNameLine.js';
import type { EnsOptions } from '../ens/EnsOptions.js';
import { readEnsName } from '../ens/readEnsName.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { MAX_DECIMALS, MAX_UINT256 } from '../limits/constants.js';
import type { RecipientIssue } from '../recipients/RecipientIssue.js';
import type { RecipientIssueCode } from '../recipients/RecipientIssueCode.js';
import type { RecipientRow } from '../recipients/RecipientRow.js';
import type { AmountProblem } from '../units/AmountProblem.js';
import { amountProblemMessage } from '../units/amountProblemMessage.js';
import { assertDecimals } from '../units/assertDecimals.js';
import { scanDecimal } from '../units/scanDecimal.js';
import { createUnspendableLookup } from '../unspendable/createUnspendableLookup.js';
import { unspendableMessage } from '../unspendable/unspendableMessage.js';
import { byLine } from './byLine.js';
import { checkNftRows } from './checkNftRows.js';
import { createListIssue } from './createListIssue.js';
import { headerDelimiter } from './headerDelimiter.js';
import { isSafeAirdropHeader } from './isSafeAirdropHeader.js';
import type { NftListIssue } from './NftListIssue.js';
import type { NftListIssueCode } from './NftListIssueCode.js';
import type { NftRow } from './NftRow.js';
import type { ParseSafeAirdropOptions } from './ParseSafeAirdropOptions.js';
import { readNftAmount } from './readNftAmount.js';
import type { SafeAirdropAsset } from './SafeAirdropAsset.js';
import type { SafeAirdropGroup } from './SafeAirdropGroup.js';
import type { SafeAirdropIssue } from './SafeAirdropIssue.js';
import type { SafeAirdropPlan } from './SafeAirdropPlan.js';
import { scanTokenId } from './scanTokenId.js';
import { type CsvRecord, splitCsvRecord } from './splitCsvRecord.js';

/** The columns Safe's app reads; `value` is its other name for `amount`. */
const COLUMNS = ['token_type', 'token_address', 'receiver', 'amount', 'value', 'id'] as const;
type Column = (typeof COLUMNS)[number];
const TOKEN_TYPES = new Set(['erc20', 'native', 'erc721', 'erc1155', 'nft']);

const ADDRESS_CODES = new Set<string>(['INVALID_ADDRESS', 'BAD_CHECKSUM', 'ZERO_ADDRESS'] satisfies AddressProblem[]);
const AMOUNT_CODES = [
  'INVALID_AMOUNT',
  'AMOUNT_NEGATIVE',
  'AMOUNT_EXPONENT',
  'AMOUNT_SEPARATOR',
  'TOO_MANY_DECIMALS',
  'TOO_MANY_DIGITS',
] satisfies AmountProblem[];
/** Codes a RecipientPlan may carry (a fungible group's plan holds only these). */
const RECIPIENT_CODES = new Set<string>([
  ...ADDRESS_CODES,
  ...AMOUNT_CODES,
  ...([
    'MISSING_AMOUNT',
    'AMOUNT_ZERO',
    'AMOUNT_TOO_LARGE',
    'UNEXPECTED_FIELD',
    'MALFORMED_QUOTE',
    'DUPLICATE_ADDRESS',
    'TOTAL_TOO_LARGE',
    'LOOK_ALIKE',
  ] satisfies RecipientIssueCode[]),
]);
/** Codes an NftPlan may carry (an NFT group's plan holds only these). */
const NFT_CODES = new Set<string>([
  ...ADDRESS_CODES,
  ...([
    'INVALID_TOKEN_ID',
    'TOKEN_ID_NEGATIVE',
    'TOKEN_ID_EXPONENT',
    'TOKEN_ID_TOO_LARGE',
    'MISSING_TOKEN_ID',
    'INVALID_AMOUNT',
    'AMOUNT_NEGATIVE',
    'AMOUNT_EXPONENT',
    'AMOUNT_SEPARATOR',
    'AMOUNT_NOT_INTEGER',
    'AMOUNT_ZERO',
    'AMOUNT_TOO_LARGE',
    'UNEXPECTED_FIELD',
    'MALFORMED_QUOTE',
  ] satisfies NftListIssueCode[]),
]);

const LF = 10;
const CR = 13;

/** An ENS name or another name to resolve: has a dot, no 0x start (nothing is looked up here). */
function isName(cell: string): boolean {
  return !/^0x/i.test(cell) && /^[^\s:]+\.[a-z][a-z0-9-]*$/i.test(cell);
}

interface GroupState {
  asset: SafeAirdropAsset;
  lines: number[];
  errors: SafeAirdropIssue[];
  warnings: SafeAirdropIssue[];
  fungible: RecipientRow[];
  nft: NftRow[];
  decimals: number | undefined;
}

function decimalsLookup(options: ParseSafeAirdropOptions): (token: Address) => number | undefined {
  const given = options.decimals;
  let lookup: (token: Address) => number | undefined;
  if (given === undefined) lookup = () => undefined;
  else if (typeof given === 'function') lookup = given;
  else if (typeof given === 'object' && given !== null) {
    const byLower = new Map(Object.entries(given).map(([key, value]) => [key.toLowerCase(), value]));
    lookup = (token) => byLower.get(token.toLowerCase());
  } else throw new InvalidOptionError('decimals', given, 'a map of token address to decimals, or a function');
  return (token) => {
    const decimals = lookup(token);
    if (decimals !== undefined) assertDecimals(decimals);
    return decimals;
  };
}

/**
 * Parses a Safe CSV Airdrop file: a header naming its columns (`token_type,token_address,receiver,amount,id` in any
 * order; `value` for `amount`; `token_type`, `amount` and `id` optional), one transfer per line. Lines are grouped by
 * asset (token type + token address) so each group is one batch; erc20/native amounts are decimals read with the
 * token's decimals into exact base units, NFT ids and amounts are whole numbers. Never throws on the text.
 * @throws InvalidDecimalsError or InvalidOptionError for invalid options only.
 */
export function parseSafeAirdropCsv(text: string, options: ParseSafeAirdropOptions = {}): SafeAirdropPlan {
  const nativeDecimals = options.nativeDecimals ?? 18;
  assertDecimals(nativeDecimals);
  const decimalsOf = decimalsLookup(options);
  const chainPrefix = options.chainPrefix?.toLowerCase();
  const unspendable = createUnspendableLookup({}, true);
  const input = typeof text === 'string' ? text : '';
  const errors: SafeAirdropIssue[] = [];
  const warnings: SafeAirdropIssue[] = [];
  const groups = new Map<string, GroupState>();
  const typeOfToken = new Map<Address, { type: SafeAirdropAsset['type']; line: number }>();
  const names: EnsNameLine[] = [];
  const receiverNames = options.ens === undefined ? undefined : { ens: options.ens, names };
  const record: CsvRecord = { cells: [], starts: [], badQuote: -1 };
  const length = input.length;
  let pos = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 0;
  let delimiter = 44;
  let columns: (Column | null)[] | undefined;
  let rowCount = 0;

  while (pos <= length) {
    line++;
    const lineStart = pos;
    const lineEnd = splitCsvRecord(input, pos, delimiter, record);
    pos = lineEnd + (input.charCodeAt(lineEnd) === CR && input.charCodeAt(lineEnd + 1) === LF ? 2 : 1);
    if (record.badQuote < 0 && record.cells.every((cell) => cell === '')) continue;
    const columnAt = (offset: number) => offset - lineStart + 1;

    if (columns === undefined) {
      delimiter = headerDelimiter(input.slice(lineStart, lineEnd));
      splitCsvRecord(input, lineStart, delimiter, record);
      const header = readHeader(record, line, columnAt, errors);
      if (header === null) break;
      columns = header;
      continue;
    }
    if (record.badQuote >= 0) {
      const message = 'A quoted cell is not closed on its line, or text follows its closing quote.';
      const value = input.slice(lineStart, lineEnd);
      errors.push(createListIssue('MALFORMED_QUOTE', line, message, { column: columnAt(record.badQuote), value }));
      continue;
    }

    const cell: Partial<Record<Column, { text: string; column: number }>> = {};
    const lineIssues: SafeAirdropIssue[] = [];
    for (let k = 0; k < record.cells.length; k++) {
      const text = record.cells[k] ?? '';
      const name = columns[k];
      const column = columnAt(record.starts[k] ?? lineStart);
      if (name === undefined || name === null) {
        if (text !== '') {
          const message = 'Unexpected text in a column the header does not name.';
          lineIssues.push(createListIssue('UNEXPECTED_FIELD', line, message, { column, value: text }));
        }
        continue;
      }
      cell[name === 'value' ? 'amount' : name] = { text, column };
    }
    const lineEndColumn = columnAt(lineEnd);

    // The asset: token_type (empty: erc20, or native when token_address is empty, as Safe's older files) + token.
    const typeCell = cell.token_type?.text.toLowerCase() ?? '';
    const tokenCell = cell.token_address;
    let type: SafeAirdropAsset['type'] | undefined;
    if (typeCell === '') type = tokenCell === undefined || tokenCell.text === '' ? 'native' : 'erc20';
    else if (TOKEN_TYPES.has(typeCell)) type = typeCell as SafeAirdropAsset['type'];
    else {
      const message = `Unknown token_type "${cell.token_type?.text}": write erc20, native, erc721, erc1155 or nft.`;
      const value = cell.token_type?.text ?? '';
      lineIssues.push(
        createListIssue('UNKNOWN_TOKEN_TYPE', line, message, {
          column: cell.token_type?.column,
          value,
          params: { tokenType: value },
        }),
      );
    }
    let token: Address | null | undefined;
    if (type === 'native') {
      if (tokenCell !== undefined && tokenCell.text !== '') {
        const message = 'A native line has no token_address: leave the cell empty for the chain’s own coin.';
        lineIssues.push(
          createListIssue('UNEXPECTED_TOKEN_ADDRESS', line, message, {
            column: tokenCell.column,
            value: tokenCell.text,
          }),
        );
      } else token = null;
    } else if (type !== undefined) {
      token = readAddress(tokenCell, 'token_address', line, lineEndColumn, lineIssues, undefined);
    }

    const to = readAddress(cell.receiver, 'receiver', line, lineEndColumn, lineIssues, chainPrefix, receiverNames);
    if (to !== undefined) {
      // The receiver's look-alike key as scanAddress computes it (first 4 + last 4 hex digits as a signed int32).
      const hit =
        token !== undefined && token !== null && token.toLowerCase() === to.toLowerCase()
          ? { code: 'TOKEN_CONTRACT' as const, note: '' }
          : unspendable(to, Number.parseInt(to.slice(2, 6) + to.slice(38), 16) | 0);
      if (hit !== undefined) {
        const details = { column: cell.receiver?.column, value: to, params: { address: to } };
        lineIssues.push(createListIssue(hit.code, line, unspendableMessage(hit.code, hit.note), details));
      }
    }

    let group: GroupState | undefined;
    if (type !== undefined && token !== undefined) {
      const key = `${type}:${token ?? ''}`;
      group = groups.get(key);
      if (group === undefined) {
        const asset = { type, token } as SafeAirdropAsset;
        const decimals = type === 'native' ? nativeDecimals : type === 'erc20' ? decimalsOf(token as Address) : 0;
        group = { asset, lines: [], errors: [], warnings: [], fungible: [], nft: [], decimals };
        groups.set(key, group);
        if (token !== null) {
          const other = typeOfToken.get(token);
          if (other === undefined) typeOfToken.set(token, { type, line });
          else {
            // One contract is one standard: two token types for it mean one of them is wrong.
            const message = `Token ${token} is ${other.type} on line ${other.line} and ${type} here: one contract has one token type.`;
            const params = { token, tokenType: type, otherType: other.type };
            lineIssues.push(
              createListIssue('TOKEN_TYPE_CONFLICT', line, message, { otherLine: other.line, value: token, params }),
            );
          }
        }
        if (type === 'erc20' && decimals === undefined) {
          const message = `The decimals of token ${token} were not given, so its amounts cannot be read; read decimals() from the chain and parse again.`;
          const issue = createListIssue('MISSING_DECIMALS', line, message, {
            value: token as string,
            params: { token: token as string },
          });
          lineIssues.push(issue);
        }
      }
      group.lines.push(line);
    }

    const amountCell = cell.amount;
    const idCell = cell.id;
    let fungibleValue: bigint | undefined;
    let nftRow: Omit<NftRow, 'line' | 'to'> | undefined;
    if (type === 'erc20' || type === 'native') {
      if (idCell !== undefined && idCell.text !== '') {
        const message = `A ${type} line has no token id; an id belongs to erc721, erc1155 or nft lines.`;
        lineIssues.push(
          createListIssue('UNEXPECTED_TOKEN_ID', line, message, { column: idCell.column, value: idCell.text }),
        );
      }
      const decimals = group?.decimals;
      fungibleValue = readFungibleAmount(amountCell, decimals, line, lineEndColumn, lineIssues);
    } else if (type !== undefined) {
      let tokenId: bigint | undefined;
      if (idCell === undefined || idCell.text === '') {
        const message = 'An NFT line needs the token id in the id column.';
        lineIssues.push(
          createListIssue('MISSING_TOKEN_ID', line, message, { column: idCell?.column ?? lineEndColumn }),
        );
      } else {
        const scan = scanTokenId(idCell.text, 0, idCell.text.length);
        if (scan.ok) tokenId = scan.value;
        else
          lineIssues.push(
            createListIssue(scan.code, line, scan.message, { column: idCell.column + scan.offset, value: idCell.text }),
          );
      }
      // Safe's app sends 1 when the amount is empty.
      let amount: bigint | undefined = 1n;
      if (amountCell !== undefined && amountCell.text !== '') {
        const scan = readNftAmount(amountCell.text, 0, amountCell.text.length);
        if (scan.ok) amount = scan.value;
        else {
          amount = undefined;
          const column = amountCell.column + scan.offset;
          lineIssues.push(createListIssue(scan.code, line, scan.message, { column, value: amountCell.text }));
        }
      }
      if (tokenId !== undefined && amount !== undefined) nftRow = { tokenId, amount };
    }

    errors.push(...lineIssues);
    if (group !== undefined) group.errors.push(...lineIssues);
    if (lineIssues.length > 0 || group === undefined || to === undefined) continue;
    rowCount++;
    if (nftRow !== undefined) group.nft.push({ line, to, ...nftRow });
    else if (fungibleValue !== undefined) {
      group.fungible.push({ line, address: to, amount: amountCell?.text ?? '', value: fungibleValue });
    }
  }

  const result: SafeAirdropGroup[] = [];
  for (const group of groups.values()) {
    const { built, listErrors } = buildGroup(group);
    result.push(built);
    errors.push(...listErrors);
    warnings.push(...group.warnings);
  }
  if (result.length > 1) {
    const second = result[1] as SafeAirdropGroup;
    const assets = result.map((group) => group.asset.type).join(', ');
    const message = `This file sends ${result.length} different assets (${assets}): each is its own batch, signed and sent on its own.`;
    const line = second.lines[0] ?? 1;
    warnings.push(createListIssue('MIXED_ASSETS', line, message, { params: { count: result.length, assets } }));
  }
  byLine(errors);
  byLine(warnings);
  const plan: SafeAirdropPlan = { groups: result, errors, warnings, ok: rowCount > 0 && errors.length === 0 };
  return receiverNames ? { ...plan, names } : plan;
}

function readHeader(
  record: CsvRecord,
  line: number,
  columnAt: (offset: number) => number,
  errors: SafeAirdropIssue[],
): (Column | null)[] | null {
  const names = record.cells.map((cell) => cell.toLowerCase());
  if (!isSafeAirdropHeader(names)) {
    const message =
      'A Safe CSV Airdrop file starts with a header line naming its columns: token_type,token_address,receiver,amount,id.';
    errors.push(createListIssue('MISSING_HEADER', line, message, { column: 1, value: record.cells.join(',') }));
    return null;
  }
  const before = errors.length;
  if (record.badQuote >= 0) {
    const message = 'A quoted cell is not closed on its line, or text follows its closing quote.';
    errors.push(createListIssue('MALFORMED_QUOTE', line, message, { column: columnAt(record.badQuote) }));
  }
  const columns: (Column | null)[] = [];
  const seen = new Set<string>();
  for (let k = 0; k < names.length; k++) {
    const name = names[k] ?? '';
    const column = columnAt(record.starts[k] ?? 0);
    if (name === '') {
      columns.push(null);
      continue;
    }
    if (!(COLUMNS as readonly string[]).includes(name)) {
      const message = `Unknown column "${record.cells[k]}": a Safe CSV Airdrop file has token_type, token_address, receiver, amount (or value) and id.`;
      errors.push(
        createListIssue('UNKNOWN_COLUMN', line, message, { column, value: record.cells[k], params: { name } }),
      );
      columns.push(null);
      continue;
    }
    const canonical = name === 'value' ? 'amount' : name;
    if (seen.has(canonical)) {
      const message = `The column "${name}" is named twice (value is another name for amount).`;
      errors.push(createListIssue('DUPLICATE_COLUMN', line, message, { column, value: name, params: { name } }));
    }
    seen.add(canonical);
    columns.push(name as Column);
  }
  for (const required of ['token_address', 'receiver']) {
    if (!seen.has(required)) {
      const message = `The header has no "${required}" column.`;
      errors.push(createListIssue('MISSING_COLUMN', line, message, { params: { name: required } }));
    }
  }
  return errors.length === before ? columns : null;
}

/**
 * Reads a receiver or token address cell; returns the checksummed address, or undefined after an issue. A receiver
 * written as a name is read with `receiverNames` (its line added to their `names`), else refused (ENS_NAME).
 */
function readAddress(
  cell: { text: string; column: number } | undefined,
  field: 'receiver' | 'token_address',
  line: number,
  lineEndColumn: number,
  issues: SafeAirdropIssue[],
  chainPrefix: string | undefined,
  receiverNames?: { ens: EnsOptions; names: EnsNameLine[] },
): Address | undefined {
  if (cell === undefined || cell.text === '') {
    const code = field === 'receiver' ? 'MISSING_RECEIVER' : 'MISSING_TOKEN_ADDRESS';
    const message = field === 'receiver' ? 'The line has no receiver.' : 'The line has no token_address.';
    issues.push(createListIssue(code, line, message, { column: cell?.column ?? lineEndColumn }));
    return undefined;
  }
  let text = cell.text;
  let column = cell.column;
  const colon = field === 'receiver' ? text.indexOf(':') : -1;
  if (colon > 0) {
    const prefix = text.slice(0, colon);
    if (chainPrefix === undefined || prefix.toLowerCase() !== chainPrefix) {
      const expected = chainPrefix ?? '';
      const message =
        chainPrefix === undefined
          ? `The receiver carries the chain prefix "${prefix}:" but the chain is not known here; write the address alone.`
          : `The receiver is for chain "${prefix}", not this chain ("${chainPrefix}").`;
      issues.push(
        createListIssue('CHAIN_PREFIX', line, message, { column, value: cell.text, params: { prefix, expected } }),
      );
      return undefined;
    }
    text = text.slice(colon + 1);
    column += colon + 1;
  }
  if (isName(text) && field === 'receiver' && receiverNames !== undefined) {
    const read = readEnsName(text, receiverNames.ens);
    receiverNames.names.push({ line, written: text, name: read.name });
    if (read.ok) return read.address;
    issues.push(createListIssue(read.code, line, read.message, { column, value: text, params: { name: read.name } }));
    return undefined;
  }
  if (isName(text)) {
    const message = `"${text}" is a name, not an address: names are not resolved here (nothing is fetched); write the 0x address.`;
    issues.push(createListIssue('ENS_NAME', line, message, { column, value: text, params: { field, name: text } }));
    return undefined;
  }
  const scan = scanAddress(text, 0, text.length);
  if (!scan.ok) {
    const message = field === 'token_address' ? `Token address: ${scan.message}` : scan.message;
    issues.push(
      createListIssue(scan.code, line, message, { column: column + scan.offset, value: text, params: { field } }),
    );
    return undefined;
  }
  return scan.address;
}

/** Reads an erc20/native amount in base units; undefined after an issue or when the decimals are unknown. */
function readFungibleAmount(
  cell: { text: string; column: number } | undefined,
  decimals: number | undefined,
  line: number,
  lineEndColumn: number,
  issues: SafeAirdropIssue[],
): bigint | undefined {
  if (cell === undefined || cell.text === '') {
    const message = 'The line has no amount.';
    issues.push(createListIssue('MISSING_AMOUNT', line, message, { column: cell?.column ?? lineEndColumn }));
    return undefined;
  }
  // Unknown decimals: the grammar is still checked (MISSING_DECIMALS is reported once for the token).
  const scan = scanDecimal(cell.text, 0, cell.text.length, decimals ?? MAX_DECIMALS, false);
  const column = cell.column;
  if (!scan.ok) {
    const message = amountProblemMessage(scan.code, cell.text, decimals ?? MAX_DECIMALS);
    const params: Record<string, number> =
      scan.code === 'TOO_MANY_DECIMALS' ? { decimals: decimals ?? MAX_DECIMALS } : {};
    issues.push(createListIssue(scan.code, line, message, { column: column + scan.offset, value: cell.text, params }));
    return undefined;
  }
  if (scan.value === 0n) {
    const message = 'Amount is zero; every recipient must receive more than nothing.';
    issues.push(createListIssue('AMOUNT_ZERO', line, message, { column, value: cell.text }));
    return undefined;
  }
  if (decimals !== undefined && scan.value > MAX_UINT256) {
    const message = 'Amount is larger than any token can hold (2^256 − 1 base units).';
    issues.push(createListIssue('AMOUNT_TOO_LARGE', line, message, { column, value: cell.text }));
    return undefined;
  }
  return decimals === undefined ? undefined : scan.value;
}

/** The group's plan, with its list-wide checks (repeats, totals, look-alikes). */
function buildGroup(group: GroupState): { built: SafeAirdropGroup; listErrors: SafeAirdropIssue[] } {
  const lineErrors = group.errors;
  if (group.asset.type === 'erc20' || group.asset.type === 'native') {
    const asset = group.asset;
    const listErrors: SafeAirdropIssue[] = [];
    const first = new Map<Address, RecipientRow>();
    const byKey = new Map<string, RecipientRow>();
    let total = 0n;
    let totalReported = false;
    for (const row of group.fungible) {
      const seen = first.get(row.address);
      if (seen !== undefined) {
        const message = `This address is also on line ${seen.line} for the same asset; merge the lines or remove one.`;
        listErrors.push(
          createListIssue('DUPLICATE_ADDRESS', row.line, message, { otherLine: seen.line, value: row.address }),
        );
      } else {
        first.set(row.address, row);
        const key = `${row.address.slice(2, 6)}${row.address.slice(38)}`.toLowerCase();
        const twin = byKey.get(key);
        if (twin === undefined) byKey.set(key, row);
        else {
          const message = `This address starts and ends like the one on line ${twin.line} (${twin.address}) but is a different address: check it was not planted to deceive (address poisoning).`;
          group.warnings.push(
            createListIssue('LOOK_ALIKE', row.line, message, { otherLine: twin.line, value: row.address }),
          );
        }
      }
      total += row.value;
      if (total > MAX_UINT256 && !totalReported) {
        totalReported = true;
        const message = 'The total passes 2^256 − 1 base units here, more than any token can hold.';
        listErrors.push(createListIssue('TOTAL_TOO_LARGE', row.line, message));
      }
    }
    const errors = byLine([...lineErrors, ...listErrors]);
    const ok = group.fungible.length > 0 && errors.length === 0;
    const plan =
      group.decimals === undefined
        ? null
        : {
            decimals: group.decimals,
            rows: group.fungible,
            errors: errors.filter((issue) => RECIPIENT_CODES.has(issue.code)) as RecipientIssue[],
            warnings: [...group.warnings] as RecipientIssue[],
            total,
            recipientCount: first.size,
            ok,
          };
    return { built: { kind: 'fungible', asset, lines: group.lines, errors, ok, plan }, listErrors };
  }
  const asset = group.asset as Extract<SafeAirdropAsset, { type: 'erc721' | 'erc1155' | 'nft' }>;
  const nftLineErrors = lineErrors.filter((issue) => NFT_CODES.has(issue.code)) as NftListIssue[];
  const plan = checkNftRows(asset.type, group.nft, nftLineErrors, []);
  const fromLines = new Set<NftListIssue>(nftLineErrors);
  const listErrors = plan.errors.filter((issue) => !fromLines.has(issue)) as SafeAirdropIssue[];
  group.warnings.push(...(plan.warnings as SafeAirdropIssue[]));
  const errors = byLine([...lineErrors, ...listErrors]);
  if (errors.length > 0) plan.ok = false;
  const built: SafeAirdropGroup = {
    kind: 'nft',
    asset,
    lines: group.lines,
    errors,
    ok: plan.rows.length > 0 && errors.length === 0,
    plan,
  };
  return { built, listErrors };
}

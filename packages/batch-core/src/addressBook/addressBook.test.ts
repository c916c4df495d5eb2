// The address book: Safe{Wallet}'s CSV and a JSON form in and out, per-line errors for bad rows (issue 38).
import { describe, expect, it } from 'vitest';
import { addressBookNameOf } from './addressBookNameOf.js';
import { addressBookToCsv } from './addressBookToCsv.js';
import { addressBookToJson } from './addressBookToJson.js';
import { checkAddressBookEntry } from './checkAddressBookEntry.js';
import { mergeAddressBook } from './mergeAddressBook.js';
import { parseAddressBookCsv } from './parseAddressBookCsv.js';
import { parseAddressBookJson } from './parseAddressBookJson.js';

const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' as const;
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' as const;

describe('address book CSV (Safe{Wallet} format)', () => {
  it("reads Safe{Wallet}'s export: address,name,chainId", () => {
    const csv = `address,name,chainId\r\n${ALICE},Alice,137\r\n${BOB.toLowerCase()},"Bob, payroll",1\r\n`;
    expect(parseAddressBookCsv(csv)).toEqual({
      entries: [
        { address: ALICE, name: 'Alice', chainId: 137 },
        { address: BOB, name: 'Bob, payroll', chainId: 1 },
      ],
      errors: [],
      ok: true,
    });
  });

  it('names each bad row by line and keeps the good ones', () => {
    const csv = [
      'name;address', // columns in another order, ; as Excel writes it
      `Alice;${ALICE}`,
      'Typo;0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // wrong checksum
      `  ;${BOB}`, // empty name
      `Alice again;${ALICE.toLowerCase()}`, // the same address
      'Nobody;0x1234',
    ].join('\n');
    const book = parseAddressBookCsv(csv);
    expect(book.entries).toEqual([{ address: ALICE, name: 'Alice' }]);
    expect(book.errors.map((e) => [e.line, e.code, e.otherLine])).toEqual([
      [3, 'BAD_CHECKSUM', undefined],
      [4, 'ADDRESS_BOOK_EMPTY_NAME', undefined],
      [5, 'ADDRESS_BOOK_DUPLICATE', 2],
      [6, 'INVALID_ADDRESS', undefined],
    ]);
    expect(book.ok).toBe(false);
  });

  it('the same address may have a name per chain; a bad chain id is refused', () => {
    const csv = `address,name,chainId\n${ALICE},Alice,137\n${ALICE},Alice (mainnet),1\n${BOB},Bob,polygon\n${BOB},Bob,0`;
    const book = parseAddressBookCsv(csv);
    expect(book.entries).toHaveLength(2);
    expect(book.errors.map((e) => [e.line, e.code])).toEqual([
      [4, 'ADDRESS_BOOK_INVALID_CHAIN_ID'],
      [5, 'ADDRESS_BOOK_INVALID_CHAIN_ID'],
    ]);
    expect(addressBookNameOf(book.entries, ALICE.toLowerCase(), 1)).toBe('Alice (mainnet)');
    expect(addressBookNameOf(book.entries, ALICE, 10)).toBeUndefined();
  });

  it('refuses a file without address and name columns', () => {
    const book = parseAddressBookCsv(`${ALICE},Alice`);
    expect(book.errors.map((e) => [e.line, e.code])).toEqual([[1, 'ADDRESS_BOOK_HEADER']]);
    expect(book.entries).toEqual([]);
  });

  it('round-trips through addressBookToCsv, formula-like names included', () => {
    const entries = [
      { address: ALICE, name: '=HYPERLINK("x")', chainId: 137 },
      { address: BOB, name: 'Bob "the builder", 2' },
    ] as const;
    const csv = addressBookToCsv([...entries]);
    expect(csv.split('\r\n')[0]).toBe('address,name,chainId');
    expect(csv).toContain(`${ALICE},"'=HYPERLINK(""x"")",137`); // a spreadsheet shows it instead of running it
    expect(parseAddressBookCsv(csv).entries).toEqual(entries);
  });
});

describe('address book JSON', () => {
  it('round-trips and names bad entries by position', () => {
    const entries = [
      { address: ALICE, name: 'Alice', chainId: 137 },
      { address: BOB, name: 'Bob' },
    ];
    expect(parseAddressBookJson(addressBookToJson(entries))).toEqual({ entries, errors: [], ok: true });
    const bad = JSON.stringify([{ address: ALICE, name: 'Alice' }, { address: ALICE, name: 'Dup' }, { name: 'x' }, 5]);
    expect(parseAddressBookJson(bad).errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'ADDRESS_BOOK_DUPLICATE'],
      [3, 'INVALID_ADDRESS'],
      [4, 'INVALID_ADDRESS'],
    ]);
  });

  it('text that is not a JSON list is one error', () => {
    expect(parseAddressBookJson('{').errors[0]?.code).toBe('ADDRESS_BOOK_INVALID_JSON');
    expect(parseAddressBookJson('{"address":"x"}').errors[0]?.code).toBe('ADDRESS_BOOK_INVALID_JSON');
  });
});

describe('address book edits', () => {
  const book = [
    { address: ALICE, name: 'Alice', chainId: 137 },
    { address: BOB, name: 'Bob' },
  ];

  it('an entry typed in a form is read by the import rules', () => {
    expect(
      checkAddressBookEntry(book, { address: ` ${ALICE.toLowerCase()} `, name: ' Alice L1 ', chainId: '1' }),
    ).toEqual({ entry: { address: ALICE, name: 'Alice L1', chainId: 1 } });
    expect(checkAddressBookEntry(book, { address: ALICE, name: 'x', chainId: 137 }).issue).toMatchObject({
      code: 'ADDRESS_BOOK_DUPLICATE',
      otherLine: 1,
    });
    expect(checkAddressBookEntry(book, { address: BOB.toLowerCase(), name: 'Robert', chainId: '' }).issue?.code).toBe(
      'ADDRESS_BOOK_DUPLICATE',
    );
    expect(checkAddressBookEntry(book, { address: '0x1234', name: 'x' }).issue?.code).toBe('INVALID_ADDRESS');
    expect(checkAddressBookEntry(book, { address: BOB, name: '  ' }).issue?.code).toBe('ADDRESS_BOOK_EMPTY_NAME');
    expect(checkAddressBookEntry(book, { address: BOB, name: 'B', chainId: '-1' }).issue?.code).toBe(
      'ADDRESS_BOOK_INVALID_CHAIN_ID',
    );
  });

  it('editing an entry may keep its own address', () => {
    expect(checkAddressBookEntry(book, { address: BOB, name: 'Robert' }, 1)).toEqual({
      entry: { address: BOB, name: 'Robert' },
    });
  });

  it('an import renames the entries it shares (same address and chain) and appends the others', () => {
    const merged = mergeAddressBook(book, [
      { address: BOB, name: 'Robert' },
      { address: ALICE, name: 'Alice', chainId: 137 },
      { address: ALICE, name: 'Alice (all chains)' },
    ]);
    expect(merged).toEqual({
      entries: [
        { address: ALICE, name: 'Alice', chainId: 137 },
        { address: BOB, name: 'Robert' },
        { address: ALICE, name: 'Alice (all chains)' },
      ],
      added: 1,
      renamed: 1,
    });
    expect(book[1]?.name).toBe('Bob');
  });
});

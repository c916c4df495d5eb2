// One address-book row checked, whatever file it came from (CSV line or JSON entry): the shared rules.
import { scanAddress } from '../address/scanAddress.js';
import { createListIssue } from '../nftLists/createListIssue.js';
import type { AddressBookEntry } from './AddressBookEntry.js';
import type { AddressBookIssue } from './AddressBookIssue.js';
import { addressBookKey } from './addressBookKey.js';

// A leading ' that addressBookToCsv (toCsv) put before = + - @ so a spreadsheet shows the name instead of running it.
const CSV_INJECTION_GUARD = /^'(?=[\s]*[=+\-@\t\r＝＋－＠])/;

/**
 * Reads `address`, `name` and `chainId` (a number, a decimal string, or empty/undefined for every chain) into an
 * entry, or pushes the row's first problem to `errors`. `seen` (lower-case address + chain) finds duplicates.
 */
export function readAddressBookEntry(
  line: number,
  address: unknown,
  name: unknown,
  chainId: unknown,
  seen: Map<string, number>,
  errors: AddressBookIssue[],
): AddressBookEntry | undefined {
  const written = typeof address === 'string' ? address.trim() : '';
  const scan = scanAddress(written, 0, written.length);
  if (!scan.ok) {
    errors.push(createListIssue(scan.code, line, scan.message, { value: written, params: { address: written } }));
    return undefined;
  }
  const label = typeof name === 'string' ? name.trim().replace(CSV_INJECTION_GUARD, '') : '';
  if (label === '') {
    const message = 'The name is empty: every address-book entry needs a name.';
    errors.push(createListIssue('ADDRESS_BOOK_EMPTY_NAME', line, message, { params: { address: scan.address } }));
    return undefined;
  }
  let chain: number | undefined;
  const chainText = typeof chainId === 'number' ? String(chainId) : typeof chainId === 'string' ? chainId.trim() : '';
  if (chainId !== undefined && chainId !== null && chainText !== '') {
    chain = /^[0-9]{1,16}$/.test(chainText) ? Number(chainText) : Number.NaN;
    if (!Number.isSafeInteger(chain) || chain < 1) {
      const message = `Chain id "${chainText}" is not a positive whole number.`;
      errors.push(
        createListIssue('ADDRESS_BOOK_INVALID_CHAIN_ID', line, message, {
          value: chainText,
          params: { chainId: chainText },
        }),
      );
      return undefined;
    }
  }
  const key = addressBookKey(scan.address, chain);
  const first = seen.get(key);
  if (first !== undefined) {
    const message = `This address is already named on line ${first}${chain !== undefined ? ` for chain ${chain}` : ''}.`;
    errors.push(
      createListIssue('ADDRESS_BOOK_DUPLICATE', line, message, {
        otherLine: first,
        value: scan.address,
        params: { address: scan.address },
      }),
    );
    return undefined;
  }
  seen.set(key, line);
  const entry: AddressBookEntry = { address: scan.address, name: label };
  if (chain !== undefined) entry.chainId = chain;
  return entry;
}

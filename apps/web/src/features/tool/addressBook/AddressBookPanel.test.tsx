// Issue 38, the address book: entries added, edited and removed with the keyboard-reachable form, a Safe{Wallet} CSV
// imported with its bad rows named by line and reason, all kept in localStorage, in English and Chinese.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { AddressBookPanel } from './AddressBookPanel.js';
import { ADDRESS_BOOK_STORAGE_KEY, useAddressBook } from './addressBookStore.js';

const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

beforeEach(async () => {
  await act(() => useLanguageStore.getState().setLanguage('en'));
});
afterEach(() => {
  localStorage.clear();
  useAddressBook.setState({ entries: [] });
});

/** A picked file (jsdom's File has no `text()`: the browser's has). */
const picked = (name: string, text: string) => Object.assign(new File([text], name), { text: async () => text });

const stored = () => JSON.parse(localStorage.getItem(ADDRESS_BOOK_STORAGE_KEY) ?? '[]');

describe('AddressBookPanel', () => {
  it('adds, edits and removes entries through labelled fields, kept in localStorage', () => {
    render(<AddressBookPanel id="b" chainId={137} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alice' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: ALICE.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(stored()).toEqual([{ address: ALICE, name: 'Alice', chainId: 137 }]);

    // The same address again for the same chain: named, not saved.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alice 2' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: ALICE } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByTestId('book-form-error').textContent).toBe(
      `Not saved: ${ALICE} is already named for this chain (line 1)`,
    );
    fireEvent.change(screen.getByLabelText('Chain of this name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(stored()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Alice 2' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alice everywhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored()[1]).toEqual({ address: ALICE, name: 'Alice everywhere' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Alice' }));
    expect(stored()).toEqual([{ address: ALICE, name: 'Alice everywhere' }]);
  });

  it('imports a Safe{Wallet} CSV: good rows kept, each bad row named by line and reason', async () => {
    render(<AddressBookPanel id="b" chainId={137} />);
    const csv = `address,name,chainId\n${ALICE},Alice,137\n0x1234,Nobody,137\n${BOB},,137\n${BOB},Bob,polygon\n`;
    const file = picked('safe-address-book.csv', csv);
    fireEvent.change(screen.getByTestId('book-file'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('book-import-report')).toBeTruthy());
    expect(spaced(screen.getByTestId('book-import-report').querySelector('p')?.textContent)).toBe(
      'Read safe-address-book.csv: 1 new, 0 renamed.',
    );
    expect(screen.getAllByTestId('book-import-error').map((li) => spaced(li.textContent))).toEqual([
      'Line 3: not a valid address (0x1234)',
      `Line 4: the name of ${BOB} is empty`,
      'Line 5: chain id “polygon” is not a positive whole number',
    ]);
    expect(stored()).toEqual([{ address: ALICE, name: 'Alice', chainId: 137 }]);
    expect(screen.getAllByTestId('book-entry-name').map((one) => one.textContent)).toEqual(['Alice']);
  });

  it('speaks Chinese', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    render(<AddressBookPanel id="b" chainId={137} />);
    const file = picked('book.csv', 'name;address\nx;0x1234');
    fireEvent.change(screen.getByTestId('book-file'), { target: { files: [file] } });
    await waitFor(() =>
      expect(spaced(screen.getByTestId('book-import-error').textContent)).toBe('第 2 行：地址无效（0x1234）'),
    );
    expect(screen.getByLabelText('名称')).toBeTruthy();
  });
});

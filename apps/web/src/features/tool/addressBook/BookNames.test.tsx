// Issue 38: the address book's names beside the addresses of a list or a run — for the run's chain or every chain —
// listed by line in the preview and the summary, on one line in the history (Chinese enumerations with 、).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { useAddressBook } from './addressBookStore.js';
import { BookNames } from './BookNames.js';

const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const lines = [
  { line: 1, address: ALICE.toLowerCase() },
  { line: 2, address: CAROL },
  { line: 3, address: BOB },
];

afterEach(async () => {
  useAddressBook.setState({ entries: [] });
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('BookNames', () => {
  it('names the lines the book knows on the run’s chain (its entry for that chain, else one for every chain)', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    useAddressBook.setState({
      entries: [
        { address: ALICE, name: 'Alice', chainId: 137 },
        { address: BOB, name: 'Bob' },
        { address: CAROL, name: 'Carol on Ethereum', chainId: 1 },
      ],
    });
    render(<BookNames lines={lines} chainId={137} />);
    expect(screen.getAllByTestId('book-name').map((one) => spaced(one.textContent))).toEqual([
      `Line 1: Alice ${ALICE.toLowerCase()}`,
      `Line 3: Bob ${BOB}`,
    ]);
  });

  it('on one line in the history, in Chinese with 、; nothing when the book names nobody', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    useAddressBook.setState({
      entries: [
        { address: ALICE, name: 'Alice' },
        { address: BOB, name: 'Bob' },
      ],
    });
    const { container, rerender } = render(<BookNames lines={lines} chainId={137} compact testId="history-names" />);
    expect(screen.getByTestId('history-names').textContent).toBe(' · Alice、Bob');
    rerender(<BookNames lines={[{ line: 1, address: CAROL }]} chainId={137} compact />);
    expect(container.textContent).toBe('');
  });
});

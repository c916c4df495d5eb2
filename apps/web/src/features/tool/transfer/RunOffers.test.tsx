// Issue 27, the words around runs, where the member reads them: a list paid in full says so (not "part of it …
// transactions 1, 2, 3"), a label the member gave is not asked for again, Chinese lists of numbers take "、", and a
// long list of lines is summarised with the rest one press away.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { testAddress as address, testRun } from '../../../testing/testRun.js';
import { RunOffers } from './RunOffers.js';
import { type TransferState, useTransferStore } from './transferStore.js';

/** A run of `lines` lines in 3 chunks, the given chunks confirmed. */
const run = (lines: number, confirmed: number[]) => testRun(lines, confirmed);

const initial = useTransferStore.getState();

/** The store as the Tool has it for `active`: planned, matched by this browser (its run stored), nothing else known. */
function show(active: BulkSendRun, patch: Partial<TransferState> = {}) {
  useTransferStore.setState({
    ...initial,
    planned: active,
    match: { stored: active, paidChunks: [], matches: true, allPaid: false },
    ...patch,
  });
}

afterEach(async () => {
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('what the Tool says of a list this account paid', () => {
  it('a list paid in full by this account says so, not "part of this list … transactions 1, 2, 3"', () => {
    show(run(9, [0, 1, 2]));
    render(<RunOffers id="t" />);
    expect(screen.getByTestId('already-paid').textContent).toBe(
      'This list was already paid in full from this account. To pay it again on purpose, give the new payment a label.',
    );
  });

  it('a label the member gave is not asked for again', () => {
    show(run(9, [0, 1, 2]), { label: 'December payroll ' });
    render(<RunOffers id="t" />);
    expect(screen.getByTestId('already-paid').textContent).toBe(
      'This list was already paid in full from this account with the label “December payroll”. To pay it again on purpose, use another label.',
    );
  });

  it('lists transactions with the Chinese enumeration comma in Chinese', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    show(run(9, [0, 1]));
    render(<RunOffers id="t" />);
    expect(spaced(screen.getByTestId('already-paid').textContent)).toBe(
      '此列表的一部分已由此账户支付：第 1、2 笔交易。只会发送其余部分。',
    );
  });

  it('summarises a long overlap warning ("197 lines, first: 1, 3, 5 …") with every line behind "show all"', () => {
    const active = run(400, []);
    const lines = Array.from({ length: 197 }, (_, i) => 1 + 2 * i);
    // An unfinished payment of this account (an earlier version of the list) paid every odd line's recipient.
    const earlier = run(197, [0, 1, 2]);
    const other = {
      ...earlier,
      id: `0x${'2'.repeat(64)}` as const,
      lines: earlier.lines.map((line, i) => ({ ...line, address: address(100 + 2 * i) })),
      createdAt: Date.UTC(2026, 10, 1),
    };
    show(active, { match: null, history: [other] });
    render(<RunOffers id="t" />);
    const warning = screen.getByTestId('overlap-warning');
    expect(spaced(warning.querySelector('p')?.textContent)).toMatch(
      /^Careful: 197 lines of this list, first: 1, 3, 5, 7, 9 …, go to 197 recipients your unfinished payment started .+ already paid\. Sending this list pays them a second time\.$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show all' }));
    expect(screen.getByTestId('all-lines').textContent).toBe(`Lines ${lines.join(', ')}`);
  });
});

describe('what the Tool says of a list a Safe paid (issue 30): "this Safe", in both Safe paths', () => {
  const inSafeWallet = {
    inputs: { ...initial.inputs, config: { sender: { kind: 'safe-app' } } },
  } as unknown as Partial<TransferState>;

  it('en, a Safe chosen under "Pay from": paid in full, with a label, and in part', () => {
    show(run(9, [0, 1, 2]), { payFrom: 'safe' });
    const { unmount } = render(<RunOffers id="t" />);
    expect(screen.getByTestId('already-paid').textContent).toBe(
      'This list was already paid in full from this Safe. To pay it again on purpose, give the new payment a label.',
    );
    unmount();
    show(run(9, [0, 1, 2]), { payFrom: 'safe', label: 'Grants' });
    const labelled = render(<RunOffers id="t" />);
    expect(screen.getByTestId('already-paid').textContent).toBe(
      'This list was already paid in full from this Safe with the label “Grants”. To pay it again on purpose, use another label.',
    );
    labelled.unmount();
    show(run(9, [1]), inSafeWallet);
    render(<RunOffers id="t" />);
    expect(spaced(screen.getByTestId('already-paid').textContent)).toBe(
      'Part of this list was already paid from this Safe: transaction 2. Only the rest is sent.',
    );
  });

  it('chs, inside Safe{Wallet}: 该 Safe', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    show(run(9, [0, 1]), inSafeWallet);
    const { unmount } = render(<RunOffers id="t" />);
    expect(spaced(screen.getByTestId('already-paid').textContent)).toBe(
      '此列表的一部分已由该 Safe 支付：第 1、2 笔交易。只会发送其余部分。',
    );
    unmount();
    show(run(9, [0, 1, 2]), { payFrom: 'safe' });
    render(<RunOffers id="t" />);
    expect(screen.getByTestId('already-paid').textContent).toBe(
      '此列表已由该 Safe 全部支付。如需有意再次支付，请为新的付款填写标签。',
    );
  });
});

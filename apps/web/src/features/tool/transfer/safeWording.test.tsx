// Issue 30, wording: where a Safe is the sender, what the transfer says of the sender names the Safe ("this Safe",
// "该 Safe") and not "this account": the contract's already-paid reason and the title of the runs kept in this browser.
import { BulkSendError, type BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { RunHistory } from './RunHistory.js';
import { TransferErrorNotice } from './TransferErrorNotice.js';
import { type TransferState, useTransferStore } from './transferStore.js';

const walletPays = useTransferStore.getState();
/** Inside Safe{Wallet}: the session's account is the Safe. */
const inSafeWallet = {
  inputs: { ...walletPays.inputs, config: { sender: { kind: 'safe-app' } } },
} as unknown as Partial<TransferState>;

/** The chain refused a chunk because its batch id was paid already (a decoded refusal: the contract's name only). */
const alreadySent = () =>
  new BulkSendError('BatchAlreadySent', { errorName: 'BatchAlreadySent', messageKey: 'networkError' });
const run = {
  id: `0x${'2'.repeat(64)}`,
  createdAt: Date.UTC(2026, 10, 20),
  symbol: 'DUSD',
  lines: [{}, {}],
  chunks: [{ status: 'confirmed' }],
  status: 'finished',
  label: '',
} as unknown as BulkSendRun;

afterEach(async () => {
  useTransferStore.setState({ payFrom: walletPays.payFrom, inputs: walletPays.inputs, history: [] });
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

const refusal = () => spaced(screen.getByTestId('send-error').textContent);
const historyTitle = () => screen.getByTestId('run-history').querySelector('summary')?.textContent;

describe('the words for the sender', () => {
  it('a wallet that pays keeps "this account" and "your transfers"', () => {
    useTransferStore.setState({ history: [run] });
    render(<TransferErrorNotice error={alreadySent()} stage="send" />);
    render(<RunHistory />);
    expect(refusal()).toBe('The contract refused the transfer: this batch was already paid from this account');
    expect(historyTitle()).toBe('Your transfers in this browser (1)');
  });

  it('en, a Safe chosen under "Pay from": the batch was already paid from this Safe', () => {
    useTransferStore.setState({ payFrom: 'safe' });
    render(<TransferErrorNotice error={alreadySent()} stage="send" />);
    expect(refusal()).toBe('The contract refused the transfer: this batch was already paid from this Safe');
  });

  it('chs, inside Safe{Wallet}: 该 Safe, in the refusal and the title of its runs', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    useTransferStore.setState({ ...inSafeWallet, history: [run] });
    render(<TransferErrorNotice error={alreadySent()} stage="send" />);
    render(<RunHistory />);
    expect(refusal()).toMatch(/该批次已由该 Safe 支付$/);
    expect(historyTitle()).toBe('该 Safe 在此浏览器中的转账（1）');
  });
});

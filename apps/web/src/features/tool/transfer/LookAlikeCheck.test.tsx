// Issue 38, address poisoning: a line that looks like (same first 4 and last 4 hex digits) an address this sender paid
// before, or another line, is shown beside it with the differing characters marked, and nothing can be sent until
// the member says these are the addresses meant.
import type { BulkSendRun, ChainPayment } from '@fanout/wallet-core/bulk-send';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { testRun } from '../../../testing/testRun.js';
import { LookAlikeCheck } from './LookAlikeCheck.js';
import { lookAlikeRiskOf } from './lookAlikeRiskOf.js';
import { PoisoningNotice } from './PoisoningNotice.js';
import { derive } from './sendGates.js';
import { testChainHistory } from './testChainHistory.js';
import type { TransferInputs } from './transferStore.js';
import { useTransferStore } from './transferStore.js';

const PAID = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** Same first 4 (5aae) and last 4 (eaed) hex digits as PAID, different middle. */
const POISONED = `0x5aae${'0'.repeat(32)}eaed`;
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const HASH = `0x${'ab'.repeat(32)}` as const;
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const PAID_AT = Date.UTC(2026, 10, 20, 9, 30);

const payment: ChainPayment = {
  hash: HASH,
  blockNumber: 5n,
  blockHash: `0x${'cd'.repeat(32)}`,
  timestamp: PAID_AT,
  batchId: `0x${'0'.repeat(64)}`,
  token: null,
  recipients: [{ address: PAID, amount: 1n }],
};

/** A planned run of three lines: OTHER, POISONED (looks like the payee PAID) and `third`. */
function planned(third = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'): BulkSendRun {
  const run = testRun(3);
  const addresses = [OTHER, POISONED, third] as `0x${string}`[];
  return { ...run, lines: run.lines.map((line, i) => ({ ...line, address: addresses[i] as `0x${string}` })) };
}

const initial = useTransferStore.getState();
afterEach(() => useTransferStore.setState(initial, true));

/** The store ready to send the run but for the look-alike: connected, on chain, a token, BulkSend, a valid list. */
function ready(run: BulkSendRun): void {
  const inputs: TransferInputs = {
    ...initial.inputs,
    connected: true,
    onChain: true,
    account: run.sender,
    token: { address: '0x0000000000000000000000000000000000000000', symbol: 'POL', decimals: 18, erc20: false },
    bulkSend: run.bulkSend,
    plan: { ok: true, total: 30n } as TransferInputs['plan'],
    balance: null,
  };
  useTransferStore.setState({
    inputs,
    planned: run,
    match: { stored: undefined, paidChunks: [], matches: false, allPaid: false },
    chainHistory: testChainHistory({ payments: [payment] }),
  });
}

describe('lookAlikeRiskOf', () => {
  it('names a line resembling a past payee (with its payment) and one resembling another line', () => {
    const twin = `${OTHER.slice(0, 6)}${'1'.repeat(32)}${OTHER.slice(-4)}`;
    const risk = lookAlikeRiskOf({ runId: 'r', lines: planned(twin).lines, payments: [payment] });
    expect(risk?.lines).toEqual([2, 3]);
    expect(risk?.matches.map(({ line, lookAlike, origin }) => [line, lookAlike, origin])).toEqual([
      [2, PAID, { kind: 'paid', paidAt: PAID_AT, hash: HASH }],
      [3, OTHER, { kind: 'line', line: 1 }],
    ]);
    // The differing characters are exactly the middle ones that are not equal.
    expect(risk?.matches[0]?.differing.every((i) => i >= 6 && i < 38)).toBe(true);
  });

  it('is silent for a list paying exactly the past payees', () => {
    const run = planned(PAID);
    const lines = run.lines.filter((line) => line.address !== POISONED);
    expect(lookAlikeRiskOf({ runId: 'r', lines, payments: [payment] })).toBeNull();
  });

  it('compares with the address book (by its name) and the sender’s plain token transfers', () => {
    const SENT = `0x${'cd'.repeat(32)}` as const;
    const lines = planned().lines;
    const book = lookAlikeRiskOf({ runId: 'r', lines, payments: [], addressBook: [{ address: PAID, name: 'Alice' }] });
    expect(book?.matches.map(({ line, origin }) => [line, origin])).toEqual([[2, { kind: 'book', name: 'Alice' }]]);
    const sent = lookAlikeRiskOf({ runId: 'r', lines, payments: [], sent: [{ to: PAID.toLowerCase(), hash: SENT }] });
    expect(sent?.matches.map(({ line, origin }) => [line, origin])).toEqual([[2, { kind: 'sent', hash: SENT }]]);
    // A payee both paid through BulkSend and named: the book's name says more.
    const both = lookAlikeRiskOf({
      runId: 'r',
      lines,
      payments: [payment],
      addressBook: [{ address: PAID, name: 'Alice' }],
    });
    expect(both?.matches[0]?.origin).toEqual({ kind: 'book', name: 'Alice' });
  });
});

describe('LookAlikeCheck', () => {
  it('shows both addresses with the difference marked and holds Send until the member confirms', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    ready(planned());
    expect(derive(useTransferStore.getState()).gates.canSend).toBe(false);
    render(<LookAlikeCheck />);
    expect(spaced(screen.getByTestId('look-alike-text').textContent)).toMatch(
      /^Careful: 1 line of this list pays an address/,
    );
    expect(screen.getByTestId('look-alike-address').textContent).toBe(POISONED);
    expect(screen.getByTestId('look-alike-known').textContent).toBe(PAID);
    const marked = [...screen.getByTestId('look-alike-address').querySelectorAll('mark')].map((m) => m.textContent);
    expect(marked.join('')).toBe([...POISONED].filter((c, i) => c.toLowerCase() !== PAID[i]?.toLowerCase()).join(''));
    expect(screen.getByTestId('look-alike-origin').textContent).toContain(`(transaction ${HASH}):`);
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'These addresses are not the ones I paid before: I checked them, yes, pay them',
      }),
    );
    expect(derive(useTransferStore.getState()).gates.canSend).toBe(true);

    // Another look-alike (the list edited): the yes was for the pair shown, so Send is held again.
    const twin = `${OTHER.slice(0, 6)}${'1'.repeat(32)}${OTHER.slice(-4)}`;
    act(() =>
      useTransferStore.setState({
        planned: { ...planned(twin), id: useTransferStore.getState().planned?.id } as BulkSendRun,
      }),
    );
    expect(derive(useTransferStore.getState()).gates.canSend).toBe(false);
  });

  it('speaks Chinese', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    ready(planned());
    render(<LookAlikeCheck />);
    expect(spaced(screen.getByTestId('look-alike-text').textContent)).toMatch(/^注意：此列表中有 1 行的收款地址/);
    expect(screen.getByTestId('look-alike-origin').textContent).toMatch(/^它与您于 .+ 付过款的地址相似（交易 0xab/);
    expect(screen.getByRole('checkbox', { name: /^这些地址不是我之前付过款的地址/ })).toBeTruthy();
    // The poisoner's zero-value transfer to this account: named on its line and as poisoning.
    const PLANT = `0x${'ef'.repeat(32)}`;
    act(() =>
      useTransferStore.setState({
        poisoning: [
          {
            transfer: { from: POISONED, token: TOKEN, amount: 0n, hash: PLANT },
            kind: 'zero-value',
            payee: PAID,
            differingPositions: [6, 7],
          },
        ],
      }),
    );
    expect(screen.getByTestId('look-alike-planted').textContent).toBe(
      `该地址曾向您的账户发送零金额转账（交易 ${PLANT}）：投毒者正是这样把地址植入您的历史记录。`,
    );
    render(<PoisoningNotice />);
    expect(spaced(screen.getByTestId('poisoning-text').textContent)).toMatch(
      /^地址投毒：有 1 笔零金额或极小金额的转账/,
    );
    expect(screen.getByTestId('poisoning-from').querySelector('mark')?.textContent).toBe(POISONED.slice(6, 8));
    await act(() => useLanguageStore.getState().setLanguage('en'));
  });
});

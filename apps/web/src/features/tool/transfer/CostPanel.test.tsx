// Issue 37 (finding 7), the cost panel's words where the member reads them: Chinese takes full-width punctuation in the
// sentences the panel builds from figures ("需授权额度：600 DUSD。", "1 gwei（最高 1 gwei）"), and "Paid …" never
// shows beside a Send that still says "Sending…".
import type { RecipientPlan } from '@fanout/batch-core';
import type { BulkSendRun, RunQuote } from '@fanout/wallet-core/bulk-send';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { testAddress, testRun } from '../../../testing/testRun.js';
import { CostPanel } from './CostPanel.js';
import { type TransferState, useTransferStore } from './transferStore.js';

const GWEI = 10n ** 9n;
const DUSD = testAddress(0xd05d);
/** 6 lines of 100 DUSD in 3 chunks, nothing paid. */
const active: BulkSendRun = {
  ...testRun(6),
  token: DUSD,
  symbol: 'DUSD',
  decimals: 18,
  lines: testRun(6).lines.map((line) => ({ ...line, amount: 100n * 10n ** 18n })),
};

const quote = {
  fees: {
    type: 'eip1559',
    baseFeePerGas: GWEI,
    maxPriorityFeePerGas: 0n,
    maxFeePerGas: 2n * GWEI,
    expectedGasPrice: GWEI,
  },
  feePercent: 1,
  chunks: [0, 1, 2].map((index) => ({
    index,
    count: 2,
    total: 200n * 10n ** 18n,
    gas: 100_000n,
    gasSource: 'formula',
    fee: 10n ** 12n,
    networkCost: 10n ** 14n,
    maxNetworkCost: 10n ** 14n,
    value: 10n ** 12n,
  })),
  alreadyPaid: [],
  amount: 600n * 10n ** 18n,
  fee: 3n * 10n ** 12n,
  networkCost: 3n * 10n ** 14n,
  maxNetworkCost: 3n * 10n ** 14n,
  approval: {
    current: 0n,
    amount: 600n * 10n ** 18n,
    required: true,
    resetFirst: false,
    gas: 46_000n,
    networkCost: 46n * 10n ** 12n,
    maxNetworkCost: 46n * 10n ** 12n,
  },
  token: null,
  native: { balance: 10n ** 18n, needed: 0n },
  notHeld: [],
  confirmations: 4,
  atomicBatching: false,
  shortfall: { token: 0n, native: 0n },
} as unknown as RunQuote;

const initial = useTransferStore.getState();

/** The panel as the Tool has it for the DUSD list: planned, quoted, the wallet connected on the run's chain. */
function show(patch: Partial<TransferState> = {}) {
  const plan = { ok: true, decimals: 18, rows: [], errors: [], warnings: [], total: quote.amount, recipientCount: 6 };
  useTransferStore.setState({
    ...initial,
    inputs: {
      ...initial.inputs,
      connected: true,
      onChain: true,
      account: testAddress(1),
      bulkSend: testAddress(0xb51),
      plan: plan as unknown as RecipientPlan,
      token: { address: DUSD, symbol: 'DUSD', decimals: 18, erc20: true },
    },
    planned: active,
    match: { stored: undefined, paidChunks: [], matches: false, allPaid: false },
    quote,
    quoteKey: `${active.id}:3`,
    ...patch,
  });
}

const text = (id: string) => spaced(screen.getByTestId(id).textContent);

// The Tool's Chinese ships apart from its chunk: fetched as a Chinese visit does.
beforeAll(() => loadMessages('chs'));
afterEach(async () => {
  useTransferStore.setState(initial, true);
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('CostPanel', () => {
  it('writes the allowance and the gas price with English punctuation in English', () => {
    show();
    render(<CostPanel />);
    expect(text('approval')).toBe(
      'Allowance to approve: 600 DUSD. Approve first: the gas and fee of every transaction are then shown before any of them is signed.',
    );
    expect(text('gas-price')).toBe('1 gwei (at most 2 gwei)');
  });

  it('writes them with full-width punctuation in Chinese', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    show();
    render(<CostPanel />);
    expect(text('approval')).toBe(
      '需授权额度：600 DUSD。请先授权：授权后会先显示每笔交易的 Gas 与服务费，再签署任何一笔交易。',
    );
    expect(text('gas-price')).toBe('1 gwei（最高 2 gwei）');
    // The gas of a transaction before the approval: its note in full-width brackets, no space before them.
    const gas = screen.getByTestId('chunk-estimates').querySelector('tbody td:nth-child(3)');
    expect(spaced(gas?.textContent)).toBe('100 000（授权前估算）');
  });

  it('says "Paid …" only once the send has returned, never beside "Sending…"', () => {
    const paid = {
      ...active,
      status: 'sending' as BulkSendRun['status'],
      chunks: active.chunks.map((part) => ({ ...part, status: 'confirmed' as const })),
    };
    show({ run: paid, busy: 'send' });
    const { unmount } = render(<CostPanel />);
    expect(screen.queryByTestId('run-summary')).toBeNull();
    expect(screen.getByTestId('send').textContent).toBe('Sending…');
    unmount();
    show({ run: { ...paid, status: 'finished' }, busy: null });
    render(<CostPanel />);
    expect(text('run-summary')).toMatch(/Paid .+ DUSD to 6 recipients in 3 transactions\./);
    expect(screen.queryByTestId('send')).toBeNull();
  });
});

// A finished run's summary follows the run's chain, not Polygon's: explorer links to that chain's explorer, costs in
// its native coin. Here a run on Base (8453, ETH, basescan) from the served settings.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import type { ChainSettings } from '@fanout/wallet-core/chain-settings';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { useToolChains } from '../chains/toolChains.js';
import { RunSummary } from './RunSummary.js';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as `0x${string}`;

const base = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://mainnet.base.org'],
  explorerUrl: 'https://basescan.org',
  testnet: false,
  bulkSend: { address: address(0xb51), source: 'predicted', reason: null },
  deploy: { offered: false, owner: null, salt: null, reason: 'ownerNotConfigured' },
  payTokens: [],
} as const;

const run: BulkSendRun = {
  version: 1,
  id: hash(1),
  chainId: 8453,
  genesisHash: hash(0),
  bulkSend: address(0xb51),
  sender: address(1),
  token: null,
  label: '',
  symbol: 'ETH',
  decimals: 18,
  lines: [1, 2].map((n) => ({ line: n, address: address(100 + n), amount: 10n ** 17n })),
  chunks: [0, 1].map((index) => ({
    index,
    start: index,
    count: 1,
    total: 10n ** 17n,
    batchId: hash(100 + index),
    status: 'confirmed' as const,
    attempts: [],
    fee: 10n ** 14n,
    finality: index === 0 ? ('final' as const) : ('included' as const),
    receipt: {
      hash: hash(200 + index),
      blockNumber: 5n,
      blockHash: hash(300),
      gasUsed: 50_000n,
      effectiveGasPrice: 10n ** 9n,
      success: true,
    },
  })),
  approvals: [],
  status: 'finished',
  createdAt: 0,
  updatedAt: 0,
};

const initial = useToolChains.getState();
afterEach(() => {
  useToolChains.setState(initial, true);
});

describe('RunSummary on a chain other than Polygon', () => {
  it("links each transaction to that chain's explorer and counts costs in its coin", () => {
    const settings = {
      defaultChainId: 137,
      chains: [...initial.settings.chains, base],
    } as unknown as ChainSettings;
    useToolChains.setState({ settings, chainId: 8453 });
    render(<RunSummary run={run} />);
    const links = within(screen.getByTestId('summary-links')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://basescan.org/tx/${hash(200)}`,
      `https://basescan.org/tx/${hash(201)}`,
    ]);
    // The figure and its unit are held together by a no-break space: a narrow screen never puts "ETH" alone on a line.
    expect(screen.getByTestId('summary-fees').textContent).toBe('0.0002\u00a0ETH');
    expect(screen.getByTestId('summary-network').textContent).toBe('0.0001\u00a0ETH');
  });
});

describe('RunSummary finality (issue 27)', () => {
  it('says final or included per transaction, and names a transaction mined on another chain', () => {
    const settings = {
      defaultChainId: 137,
      chains: [...initial.settings.chains, base],
    } as unknown as ChainSettings;
    useToolChains.setState({ settings, chainId: 8453 });
    const elsewhere: BulkSendRun = {
      ...run,
      chunks: [
        ...run.chunks,
        {
          ...(run.chunks[1] as BulkSendRun['chunks'][number]),
          index: 2,
          status: 'pending',
          finality: undefined,
          receipt: undefined,
          minedElsewhere: { chainId: 137, hash: hash(400) },
        },
      ],
    };
    render(<RunSummary run={elsewhere} />);
    expect(spaced(screen.getByTestId('summary-finality').textContent)).toBe(
      '1 of 2 transactions are final; an included one could still be dropped by a reorganisation: it is checked again every few seconds while this page is open, and on your next visit.',
    );
    expect(screen.getByTestId('summary-chunk-finality').textContent).toContain('Transaction 1: final');
    expect(screen.getByTestId('summary-chunk-finality').textContent).toContain(
      'Transaction 2: included, not final yet',
    );
    expect(screen.getByTestId('summary-mined-elsewhere').textContent).toBe(
      `Transaction 3 was mined on Polygon (${hash(400)}), not on Base: it paid nobody on Base.`,
    );
  });
});

describe('RunSummary finality in Chinese (issue 37)', () => {
  afterEach(async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it("writes each transaction's state after a full-width colon", async () => {
    await loadMessages('chs');
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    render(<RunSummary run={run} />);
    const items = within(screen.getByTestId('summary-chunk-finality')).getAllByRole('listitem');
    expect(items.map((item) => spaced(item.textContent))).toEqual([
      '第 1 笔交易：已最终确认',
      '第 2 笔交易：已上链，尚未最终确认',
    ]);
  });
});

describe('RunSummary of a Safe run (issue 36)', () => {
  it('counts the one Safe transaction that paid both chunks once, with the fees its BatchSent events recorded', () => {
    const settings = {
      defaultChainId: 137,
      chains: [...initial.settings.chains, base],
    } as unknown as ChainSettings;
    useToolChains.setState({ settings, chainId: 8453 });
    const shared = { ...(run.chunks[0]?.receipt as NonNullable<BulkSendRun['chunks'][number]['receipt']>) };
    shared.batches = run.chunks.map((chunk) => ({
      emitter: run.bulkSend,
      sender: run.sender,
      batchId: chunk.batchId,
      fee: 3n * 10n ** 14n,
    }));
    // Found on the chain (executed by the Safe's owners): no fee attached by this engine, one receipt for both.
    const safeRun: BulkSendRun = {
      ...run,
      chunks: run.chunks.map(({ fee: _fee, ...chunk }) => ({ ...chunk, receipt: shared })),
    };
    render(<RunSummary run={safeRun} />);
    expect(screen.getByTestId('summary-fees').textContent).toBe('0.0006\u00a0ETH');
    expect(screen.getByTestId('summary-gas').textContent).toBe('50,000');
    expect(screen.getByTestId('summary-network').textContent).toBe('0.00005\u00a0ETH');
  });
});

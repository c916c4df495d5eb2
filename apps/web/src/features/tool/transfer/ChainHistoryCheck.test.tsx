// Issue 27: where the chain could not be read back over the whole window (readSenderHistory's complete: false) or not
// at all, the member is told so before signing and has to say go on; the check is never skipped silently.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readsAs } from '../../../testing/spaced.js';
import { ChainHistoryCheck } from './ChainHistoryCheck.js';
import type { BatchTransferState } from './useBatchTransfer.js';
import type { ChainHistory } from './useChainHistory.js';

function transfer(history: Partial<ChainHistory>): BatchTransferState {
  return {
    active: { chunks: [] },
    busy: null,
    explorer: '',
    symbol: 'POL',
    ledger: {
      overlap: null,
      history: {
        status: 'done',
        since: Date.UTC(2026, 10, 19),
        days: 7,
        progress: 1,
        payments: [],
        complete: true,
        incomplete: null,
        undecoded: 0,
        error: null,
        wider: 30,
        widen: () => undefined,
        retry: () => undefined,
        blocking: false,
        acknowledged: false,
        acknowledge: () => undefined,
        ...history,
      },
    },
  } as unknown as BatchTransferState;
}

describe('ChainHistoryCheck', () => {
  it('says plainly that the chain could not be read that far, and asks before sending without the check', () => {
    const acknowledge = vi.fn();
    render(<ChainHistoryCheck transfer={transfer({ complete: false, blocking: true, acknowledge })} />);
    expect(screen.getByTestId('chain-history-text').textContent).toMatch(
      /^The chain could not be read all the way back to .+: payments of this account in that time may be missing from this check, and anyone they paid would be paid again without a warning\.$/,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send without a complete check' }));
    expect(acknowledge).toHaveBeenCalledWith(true);
  });

  it('says a failed read plainly, with a retry', () => {
    const retry = vi.fn();
    render(<ChainHistoryCheck transfer={transfer({ status: 'failed', blocking: true, retry })} />);
    expect(screen.getByTestId('chain-history-text').textContent).toBe(
      "This account's past payments could not be read from the chain, so the lines of this list it already paid cannot be named.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('shows the progress while reading, and offers a wider window once read', () => {
    const widen = vi.fn();
    const { unmount } = render(<ChainHistoryCheck transfer={transfer({ status: 'reading', progress: 0.4 })} />);
    expect(screen.getByTestId('chain-history-text').textContent?.trim()).toMatch(/… 40%$/);
    unmount();
    render(<ChainHistoryCheck transfer={transfer({ widen })} />);
    fireEvent.click(screen.getByRole('button', { name: readsAs('Check further back (30 days)') }));
    expect(widen).toHaveBeenCalled();
  });
});

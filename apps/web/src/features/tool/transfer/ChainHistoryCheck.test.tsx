// Issue 27: where the chain could not be read back over the whole window (readSenderHistory's complete: false) or not
// at all, the member is told so before signing and has to say go on; the check is never skipped silently.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { readsAs, spaced } from '../../../testing/spaced.js';
import type { ChainHistory } from './ChainHistory.js';
import { ChainHistoryCheck } from './ChainHistoryCheck.js';
import { testChainHistory } from './testChainHistory.js';
import { type TransferState, useTransferStore } from './transferStore.js';

/** The store with a planned run of no chunks and this account's chain history read as `history` says. */
function show(history: Partial<ChainHistory>): void {
  useTransferStore.setState({
    planned: { id: `0x${'1'.repeat(64)}`, label: '', chunks: [], lines: [] } as unknown as BulkSendRun,
    chainHistory: testChainHistory({ since: Date.UTC(2026, 10, 19), ...history }),
  });
}

describe('ChainHistoryCheck', () => {
  it('says plainly that the chain could not be read that far, and asks before sending without the check', () => {
    const acknowledge = vi.fn();
    show({ complete: false, blocking: true, acknowledge });
    render(<ChainHistoryCheck />);
    expect(screen.getByTestId('chain-history-text').textContent).toMatch(
      /^The chain could not be read all the way back to .+: payments of this account in that time may be missing from this check, and anyone they paid would be paid again without a warning\.$/,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send without a complete check' }));
    expect(acknowledge).toHaveBeenCalledWith(true);
  });

  it('a window that starts after BulkSend was in use is said, with a wider read offered and an explicit go-on (issue 37)', () => {
    const acknowledge = vi.fn();
    const widen = vi.fn();
    show({ coversAll: false, blocking: true, acknowledge, widen });
    render(<ChainHistoryCheck />);
    expect(screen.getByTestId('chain-history-text').textContent).toMatch(
      /^Checked this account's payments on the chain since .+ only: BulkSend was in use before then, and earlier payments were not checked\. Check further back, or tick the box to send anyway\.$/,
    );
    fireEvent.click(screen.getByRole('button', { name: readsAs('Check further back (30 days)') }));
    expect(widen).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send without a complete check' }));
    expect(acknowledge).toHaveBeenCalledWith(true);
  });

  it('names a node that hides payments (a v3 count above the events it returned), with a retry and an explicit go-on (issue 37)', async () => {
    const acknowledge = vi.fn();
    const retry = vi.fn();
    show({ complete: false, blocking: true, hidden: { counted: '3', found: '0' }, acknowledge, retry });
    const english = render(<ChainHistoryCheck />);
    expect(spaced(screen.getByTestId('chain-history-text').textContent)).toMatch(
      /^The chain's node \(RPC\) is hiding payments of this account: BulkSend counts 3 of its batches since .+, the node returned 0\. Anyone the hidden payments paid would be paid again without a warning\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand the node may hide payments: send anyway' }));
    expect(acknowledge).toHaveBeenCalledWith(true);
    english.unmount();
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    render(<ChainHistoryCheck />);
    expect(spaced(screen.getByTestId('chain-history-text').textContent)).toMatch(
      /^链的节点（RPC）隐藏了此账户的付款：BulkSend 记录此账户自 .+ 以来有 3 个批次，节点只返回了 0 个。/,
    );
    expect(screen.getByRole('checkbox', { name: '我知道节点可能隐藏了付款，仍然发送' })).toBeTruthy();
    await act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it('says a failed read plainly, with a retry', () => {
    const retry = vi.fn();
    show({ status: 'failed', blocking: true, retry });
    render(<ChainHistoryCheck />);
    expect(screen.getByTestId('chain-history-text').textContent).toBe(
      "This account's past payments could not be read from the chain, so the lines of this list it already paid cannot be named.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('shows the progress while reading, and offers a wider window once read', () => {
    const widen = vi.fn();
    show({ status: 'reading', progress: 0.4 });
    const { unmount } = render(<ChainHistoryCheck />);
    expect(screen.getByTestId('chain-history-text').textContent?.trim()).toMatch(/… 40%$/);
    unmount();
    show({ widen });
    render(<ChainHistoryCheck />);
    fireEvent.click(screen.getByRole('button', { name: readsAs('Check further back (30 days)') }));
    expect(widen).toHaveBeenCalled();
  });

  describe('when a Safe pays (issue 30): "this Safe", not "this account", in both Safe paths', () => {
    const inSafeWallet = {
      inputs: { ...useTransferStore.getState().inputs, config: { sender: { kind: 'safe-app' } } },
    } as unknown as Partial<TransferState>;
    afterEach(async () => {
      useTransferStore.setState({ payFrom: 'wallet', inputs: { ...useTransferStore.getState().inputs, config: null } });
      await act(() => useLanguageStore.getState().setLanguage('en'));
    });

    it('en, a Safe chosen under "Pay from": the failed read, the checked window, the unread payments', () => {
      useTransferStore.setState({ payFrom: 'safe' });
      show({ status: 'failed', blocking: true, undecoded: 2 });
      const { unmount } = render(<ChainHistoryCheck />);
      expect(screen.getByTestId('chain-history-text').textContent).toBe(
        "This Safe's past payments could not be read from the chain, so the lines of this list it already paid cannot be named.",
      );
      expect(screen.getByTestId('chain-history').textContent).toContain(
        '2 payments of this Safe went through another contract: their recipients could not be read.',
      );
      unmount();
      show({ status: 'reading', progress: 0.4, undecoded: 0 });
      render(<ChainHistoryCheck />);
      expect(screen.getByTestId('chain-history-text').textContent).toMatch(
        /^Checking this Safe's payments on the chain/,
      );
      expect(screen.getByRole('progressbar', { name: "This Safe's payments read from the chain" })).toBeTruthy();
    });

    it('chs, inside Safe{Wallet}: 该 Safe', async () => {
      await act(() => useLanguageStore.getState().setLanguage('chs'));
      useTransferStore.setState(inSafeWallet);
      show({ complete: false, blocking: true });
      render(<ChainHistoryCheck />);
      expect(screen.getByTestId('chain-history-text').textContent).toMatch(
        /^无法从链上读取到 .+：该 Safe 在这段时间内的付款可能未被检查，其中的收款人会在没有提示的情况下被再次付款。$/,
      );
    });

    it("writes the date as the page's language does, whatever the browser's (issue 37)", async () => {
      const since = Date.UTC(2026, 10, 19);
      show({ complete: false, blocking: true, since });
      const english = render(<ChainHistoryCheck />);
      expect(screen.getByTestId('chain-history-text').textContent).toContain(new Date(since).toLocaleString('en-US'));
      english.unmount();
      await act(() => useLanguageStore.getState().setLanguage('chs'));
      render(<ChainHistoryCheck />);
      // "2026/11/19 …" as a Chinese reader writes it, not "11/19/2026, …".
      expect(screen.getByTestId('chain-history-text').textContent).toContain(new Date(since).toLocaleString('zh-CN'));
    });

    it('a wallet that pays keeps "this account"', () => {
      show({ status: 'done', complete: true });
      render(<ChainHistoryCheck />);
      expect(screen.getByTestId('chain-history-text').textContent).toMatch(/^Checked this account's payments/);
    });
  });
});

// Issue 37 (finding 6): a run another tab finished is not offered here as "Resume: send the remaining 2 transactions".
// Coming back to the tab reads the runs again, and the stored run, newer than this tab's snapshot, is the one shown.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRun } from '../../../testing/testRun.js';
import { useRunProgress } from './runProgress.js';
import { useTransferStore } from './transferStore.js';
import { useRereadOnReturn } from './useRereadOnReturn.js';

const initial = useTransferStore.getState();
afterEach(() => useTransferStore.setState(initial, true));

/** What this tab saw: chunk 1 paid, then it stopped (refused in the wallet). */
const seenHere: BulkSendRun = { ...testRun(6, [0]), updatedAt: 1_000 };
/** What the other tab stored after paying the rest. */
const finishedThere: BulkSendRun = { ...testRun(6, [0, 1, 2]), status: 'finished', updatedAt: 2_000 };

describe('a run another tab finished', () => {
  it('is read again when the member comes back to this tab (not while this tab sends)', () => {
    renderHook(() => useRereadOnReturn());
    act(() => useTransferStore.getState().update({ busy: 'send' }));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(useTransferStore.getState().refresh).toBe(0);
    act(() => useTransferStore.getState().update({ busy: null }));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      // The same return as a focus event right after: one read.
      window.dispatchEvent(new Event('focus'));
    });
    expect(useTransferStore.getState().refresh).toBe(1);
  });

  it("shows the stored run once it is newer than this tab's snapshot: nothing left to send", () => {
    useTransferStore.setState({
      planned: testRun(6),
      run: seenHere,
      match: { stored: finishedThere, paidChunks: [0, 1, 2], matches: true, allPaid: true },
    });
    const { result } = renderHook(() => useRunProgress());
    expect(result.current.active?.status).toBe('finished');
    expect([result.current.remaining, result.current.sendable]).toEqual([0, 0]);
    // This tab's own, newer snapshot (its send in progress) still wins over an older stored copy.
    act(() => useTransferStore.setState({ run: { ...seenHere, updatedAt: 3_000 } }));
    expect(result.current.active?.updatedAt).toBe(3_000);
  });
});

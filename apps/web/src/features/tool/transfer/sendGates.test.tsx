// Issue 28, "views subscribe to the slices they show": a view of the double-payment risks or of the send gates renders
// again when what it shows changes, not on every change of the transfer's store (a refresh tick, a label typed…).
import type { BulkSendRun, RunQuote } from '@fanout/wallet-core/bulk-send';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRun } from '../../../testing/testRun.js';
import { useRunRisks, useSendGates } from './sendGates.js';
import { useTransferStore } from './transferStore.js';

/** A run of 6 lines in 3 chunks, nothing paid. */
const active = testRun(6, [], { id: `0x${'2'.repeat(64)}` });

const initial = useTransferStore.getState();
afterEach(() => useTransferStore.setState(initial, true));

describe('useRunRisks and useSendGates', () => {
  it('render again only when the risks or the gates change', () => {
    useTransferStore.setState({
      ...initial,
      planned: active,
      match: { stored: undefined, paidChunks: [], matches: false, allPaid: false },
    });
    let riskRenders = 0;
    let gateRenders = 0;
    const risks = renderHook(() => {
      riskRenders++;
      return useRunRisks();
    });
    const gates = renderHook(() => {
      gateRenders++;
      return useSendGates();
    });
    const { update } = useTransferStore.getState();
    // Changes neither shows: a refresh tick, a code check, a label typed (not planned yet).
    act(() => update({ refresh: 1 }));
    act(() => update({ codeCheck: 1 }));
    act(() => update({ label: 'second payout' }));
    expect([riskRenders, gateRenders]).toEqual([1, 1]);

    // The quote of this run arrives: the gates show it, the risks are unchanged.
    const quote = { chunks: [] } as unknown as RunQuote;
    act(() => update({ quote, quoteKey: `${active.id}:3` }));
    expect(gates.result.current.quote).toBe(quote);
    expect([riskRenders, gateRenders]).toEqual([1, 2]);

    // An earlier payment from this account to 4 of these recipients (another list): now a risk to name.
    const earlier: BulkSendRun = {
      ...active,
      id: `0x${'3'.repeat(64)}`,
      lines: active.lines.slice(0, 4),
      chunks: active.chunks.slice(0, 2).map((chunk) => ({ ...chunk, status: 'confirmed' as const })),
      updatedAt: Date.now(),
    };
    act(() => update({ history: [earlier], stored: [earlier] }));
    expect(risks.result.current.overlap?.lines).toEqual([1, 2, 3, 4]);
    expect(riskRenders).toBe(2);
  });
});

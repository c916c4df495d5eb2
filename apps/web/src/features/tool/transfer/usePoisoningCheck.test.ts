// The poisoning reads (the sender's token transfers in and out over the chain history's blocks) kept while a read
// that only reaches further runs: the check right before signing extends the history to the new head, and dropping
// `sent` meanwhile made a look-alike of a plain transfer's payee vanish, which the recheck took for a change (the
// member's yes withdrawn, "paid meanwhile" with nothing paid). A reader whose answers the test releases stands in for
// the node: what matters is what the store holds while a read is under way.
import { renderHook, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testAddress } from '../../../testing/testRun.js';
import { type TransferState, useTransferStore } from './transferStore.js';
import { usePoisoningCheck } from './usePoisoningCheck.js';

const initial = useTransferStore.getState();
afterEach(() => useTransferStore.setState(initial, true));

/** Answers eth_getLogs with no logs, other reads with 0x1; `hold()` keeps the next answers until `release()`. */
function reader() {
  let held: (() => void)[] | null = null;
  let logReads = 0;
  return {
    get logReads() {
      return logReads;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      for (const go of held ?? []) go();
      held = null;
    },
    async request({ method }: { method: string }) {
      if (method === 'eth_getLogs') logReads++;
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      return method === 'eth_getLogs' ? [] : '0x1';
    },
  };
}

function history(to: bigint): TransferState['chainHistory'] {
  return { status: 'done', blocks: { from: 1n, to }, payments: [] } as unknown as TransferState['chainHistory'];
}

describe('usePoisoningCheck', () => {
  it('keeps what it read while the history reaches further, and takes the new read once it answers', async () => {
    const node = reader();
    useTransferStore.setState({
      ...initial,
      inputs: {
        ...initial.inputs,
        account: testAddress(1),
        config: { reader: node } as unknown as TransferState['inputs']['config'],
        token: { address: testAddress(7), erc20: true } as unknown as TransferState['inputs']['token'],
      },
      chainHistory: history(10n),
    });
    renderHook(() => usePoisoningCheck());
    await waitFor(() => expect(useTransferStore.getState().sent).toEqual([]));
    const reads = node.logReads;
    node.hold();
    act(() => useTransferStore.setState({ chainHistory: history(12n) }));
    await waitFor(() => expect(node.logReads).toBeGreaterThan(reads));
    // While the longer read is under way, what was read stays (before: null, the look-alikes of plain payees gone).
    expect(useTransferStore.getState().sent).toEqual([]);
    node.release();
    await waitFor(() => expect(node.logReads).toBeGreaterThan(reads));
    // Another token is another scope: nothing of the old one is kept.
    node.hold();
    act(() =>
      useTransferStore.setState({
        inputs: {
          ...useTransferStore.getState().inputs,
          token: { address: testAddress(8), erc20: true } as unknown as TransferState['inputs']['token'],
        },
      }),
    );
    expect(useTransferStore.getState().sent).toBeNull();
    node.release();
    await waitFor(() => expect(useTransferStore.getState().sent).toEqual([]));
  });
});

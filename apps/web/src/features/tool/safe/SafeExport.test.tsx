// The export in place of Send when a Safe pays: offered only for the quoted run, for every asset (an NFT run's file is
// the collection's calls: e2e/toolSafeV3).
import type { BulkSendConfig, BulkSendRun, RunQuote } from '@fanout/wallet-core/bulk-send';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAddress as address, testRun } from '../../../testing/testRun.js';
import { useTransferStore } from '../transfer/transferStore.js';
import { SafeExport } from './SafeExport.js';

/** One line of 10 base units from the Safe, in one chunk, planned. */
const run = (extra: Partial<BulkSendRun> = {}) =>
  testRun(1, [], { id: `0x${'2'.repeat(64)}`, sender: address(0x5afe), status: 'planned', ...extra });

const safe = {
  address: address(0x5afe),
  owners: [address(1), address(2), address(3)],
  threshold: 2,
  balance: 100n,
  resolve: async () => [],
};

function show(planned: BulkSendRun) {
  useTransferStore.setState({
    ...useTransferStore.getState(),
    payFrom: 'safe',
    safe,
    planned,
    match: null,
    quote: null,
  });
  render(<SafeExport />);
}

describe('SafeExport', () => {
  it('waits for the quote before anything can be downloaded, and says how the owners sign', () => {
    show(run());
    expect((screen.getByTestId('safe-download') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('safe-steps').textContent).toMatch(/2 of the 3 owners sign the batch/);
  });

  it('offers an NFT run as a file like any other, once quoted (was: refused as unsupported)', () => {
    show(run({ standard: 'erc721', token: address(0x721) }));
    expect((screen.getByTestId('safe-download') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('safe-steps').textContent).toMatch(/2 of the 3 owners sign the batch/);
  });

  it('offers the whole run as several files when no block can hold it (split by the block gas limit read from the node)', async () => {
    const planned = testRun(9, [], { id: `0x${'3'.repeat(64)}`, sender: address(0x5afe), status: 'planned' });
    // 30M gas a block (the node's answer), so 15M a Safe transaction: three chunks of 10M gas are three files.
    const reader = {
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_getBlockByNumber') return { gasLimit: '0x1c9c380' };
        throw new Error(`not expected: ${method}`);
      },
    };
    const quote = {
      chunks: planned.chunks.map((chunk) => ({ index: chunk.index, fee: 1n, gas: 10_000_000n })),
      approval: null,
    } as unknown as RunQuote;
    useTransferStore.setState({
      ...useTransferStore.getState(),
      inputs: { ...useTransferStore.getState().inputs, config: { reader } as unknown as BulkSendConfig },
      payFrom: 'safe',
      safe,
      planned,
      match: null,
      quote,
      quoteKey: `${planned.id}:3`,
    });
    render(<SafeExport />);
    const run = await screen.findByLabelText(/^As few files as the chain’s blocks can hold: 3 Safe transactions/);
    expect((run as HTMLInputElement).value).toBe('run');
  });
});

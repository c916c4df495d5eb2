// The export in place of Send when a Safe pays: offered only for the quoted run, and never for an NFT run (the Safe's
// calls cover the native coin and ERC-20 only).
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
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

  it('offers no file for an NFT run', () => {
    show(run({ standard: 'erc721', token: address(0x721) }));
    expect(screen.queryByTestId('safe-download')).toBeNull();
    expect(screen.getByTestId('safe-nft').textContent).toMatch(/^A Safe pays the native coin and ERC-20 tokens here/);
  });
});

// The export in place of Send when a Safe pays: offered only for the quoted run, and never for an NFT run (the Safe's
// calls cover the native coin and ERC-20 only).
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTransferStore } from '../transfer/transferStore.js';
import { SafeExport } from './SafeExport.js';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;

function run(extra: Partial<BulkSendRun> = {}): BulkSendRun {
  return {
    version: 1,
    id: `0x${'2'.repeat(64)}`,
    chainId: 137,
    genesisHash: `0x${'0'.repeat(64)}`,
    bulkSend: address(0xb51),
    sender: address(0x5afe),
    token: null,
    label: '',
    lines: [{ line: 1, address: address(100), amount: 10n }],
    chunks: [
      { index: 0, start: 0, count: 1, total: 10n, batchId: `0x${'0'.repeat(64)}`, status: 'pending', attempts: [] },
    ],
    approvals: [],
    status: 'planned',
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

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

// Issue 27, the words around runs: each paid transaction of a run is a numbered line ("Transaction 2 paid: 0x…"), not
// a row of identical "Success!, txId: 0x…" lines.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SendProgress } from './SendProgress.js';
import { useTransferStore } from './transferStore.js';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as `0x${string}`;

const run: BulkSendRun = {
  version: 1,
  id: hash(1),
  chainId: 137,
  genesisHash: hash(0),
  bulkSend: address(0xb51),
  sender: address(1),
  token: null,
  label: '',
  lines: [1, 2, 3].map((n) => ({ line: n, address: address(100 + n), amount: 1n })),
  chunks: [0, 1, 2].map((index) => ({
    index,
    start: index,
    count: 1,
    total: 1n,
    batchId: hash(100 + index),
    status: 'confirmed' as const,
    attempts: [],
    receipt: {
      hash: hash(200 + index),
      blockNumber: 5n,
      blockHash: hash(300),
      gasUsed: 50_000n,
      effectiveGasPrice: 1n,
      success: true,
    },
  })),
  approvals: [],
  status: 'finished',
  createdAt: 0,
  updatedAt: 0,
};

describe('SendProgress', () => {
  it('numbers each paid transaction instead of repeating "Success!, txId:"', () => {
    const { inputs } = useTransferStore.getState();
    useTransferStore.setState({
      planned: run,
      run,
      inputs: { ...inputs, chain: { ...inputs.chain, explorerUrl: 'https://polygonscan.com' } },
    });
    render(<SendProgress />);
    const lines = [...screen.getByTestId('send-success').querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([1, 2, 3].map((n) => `Transaction ${n} paid: ${hash(199 + n)} View on Polygonscan`));
  });

  it('inside Safe{Wallet}: a proposed chunk reads "Proposed: sign and execute in Safe{Wallet}", never paid', () => {
    const proposal = { requestedAt: 1, nonce: 0, proposal: { safeTxHash: hash(9) } };
    const safeRun: BulkSendRun = {
      ...run,
      id: hash(2),
      status: 'sending',
      chunks: run.chunks.map((chunk, index) => {
        if (index === 0) return chunk;
        const { receipt: _, ...unpaid } = chunk;
        return { ...unpaid, status: index === 1 ? 'submitted' : 'signing', attempts: [proposal] };
      }),
    };
    useTransferStore.setState({ planned: safeRun, run: safeRun });
    render(<SendProgress />);
    const lines = [...screen.getByTestId('run-chunks').querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'Transaction 1 (lines 1–1): paid View on Polygonscan',
      'Transaction 2 (lines 2–2): Proposed: sign and execute in Safe{Wallet}',
      'Transaction 3 (lines 3–3): waiting for Safe{Wallet}',
    ]);
  });
});

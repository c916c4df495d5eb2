import type { BulkSendRun, ChunkStatus } from '@fanout/wallet-core/bulk-send';
import type { RecipientPayment } from '@fanout/wallet-core/bulk-send/recipients';
import { describe, expect, it } from 'vitest';
import { otherSendersRiskOf } from './otherSendersRiskOf.js';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;

/** 6 lines (recipients 100…105) in chunks of 2, from account 2. */
function run(statuses: ChunkStatus[] = ['pending', 'pending', 'pending']): BulkSendRun {
  return {
    version: 1,
    id: `0x${'2'.repeat(64)}`,
    chainId: 137,
    genesisHash: `0x${'a'.repeat(64)}`,
    bulkSend: address(0xb51),
    sender: address(2),
    token: null,
    label: '',
    lines: Array.from({ length: 6 }, (_, i) => ({ line: i + 1, address: address(100 + i), amount: 10n })),
    chunks: statuses.map((status, index) => ({
      index,
      start: index * 2,
      count: 2,
      total: 20n,
      batchId: `0x${index.toString(16).padStart(64, '0')}` as `0x${string}`,
      status,
      attempts: [],
    })),
    approvals: [],
    status: 'paused',
    createdAt: 0,
    updatedAt: 0,
  };
}

const paid = (sender: number, recipient: number, timestamp = 1_000, tokenId?: bigint): RecipientPayment => ({
  recipient: address(recipient),
  sender: address(sender),
  amount: 10n,
  ...(tokenId !== undefined ? { tokenId } : {}),
  hash: `0x${sender.toString(16).padStart(64, '0')}`,
  blockNumber: 1n,
  timestamp,
});

describe('otherSendersRiskOf (issue 37: the recipients’ side of the ledger)', () => {
  it('names each other sender with the open lines it paid, the one that paid most first', () => {
    const payments = [paid(1, 100), paid(1, 101, 5_000), paid(7, 104), paid(1, 100, 9_000)];
    expect(otherSendersRiskOf({ current: run(), currentPaid: new Set(), payments })).toEqual({
      lines: [1, 2, 5],
      senders: [
        { sender: address(1), lines: [1, 2], paidAt: 9_000 },
        { sender: address(7), lines: [5], paidAt: 1_000 },
      ],
    });
  });

  it('leaves out this sender’s own payments, lines this run paid or has in flight, and other token ids', () => {
    const current = run(['confirmed', 'submitted', 'pending']);
    expect(
      otherSendersRiskOf({ current, currentPaid: new Set([0]), payments: [paid(2, 104), paid(1, 100), paid(1, 102)] }),
    ).toBeNull();
    const nft = { ...run(), lines: run().lines.map((line) => ({ ...line, tokenId: 7n })) };
    expect(otherSendersRiskOf({ current: nft, currentPaid: new Set(), payments: [paid(1, 100, 1, 8n)] })).toBeNull();
    expect(
      otherSendersRiskOf({ current: nft, currentPaid: new Set(), payments: [paid(1, 100, 1, 7n)] })?.lines,
    ).toEqual([1]);
  });
});

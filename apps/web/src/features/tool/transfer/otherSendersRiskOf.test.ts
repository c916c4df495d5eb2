import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import type { RecipientPayment } from '@fanout/wallet-core/bulk-send/recipients';
import { describe, expect, it } from 'vitest';
import { testAddress, testRun } from '../../../testing/testRun.js';
import { otherSendersRiskOf } from './otherSendersRiskOf.js';

/** 6 lines (recipients 100…105) in chunks of 2, from account 1; `confirmed` chunks paid. */
const run = (confirmed: number[] = [], extra: Partial<BulkSendRun> = {}) => testRun(6, confirmed, extra);
const address = testAddress;

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
    const payments = [paid(3, 100), paid(3, 101, 5_000), paid(7, 104), paid(3, 100, 9_000)];
    expect(otherSendersRiskOf({ current: run(), currentPaid: new Set(), payments })).toEqual({
      lines: [1, 2, 5],
      senders: [
        { sender: address(3), lines: [1, 2], paidAt: 9_000 },
        { sender: address(7), lines: [5], paidAt: 1_000 },
      ],
    });
  });

  it('leaves out this sender’s own payments, lines this run paid or has in flight, and other token ids', () => {
    const current = run([0]);
    const inFlight = {
      ...current,
      chunks: current.chunks.map((chunk) => (chunk.index === 1 ? { ...chunk, status: 'submitted' as const } : chunk)),
    };
    expect(
      otherSendersRiskOf({
        current: inFlight,
        currentPaid: new Set([0]),
        payments: [paid(1, 104), paid(3, 100), paid(3, 102)],
      }),
    ).toBeNull();
    const nft = { ...run(), lines: run().lines.map((line) => ({ ...line, tokenId: 7n })) };
    expect(otherSendersRiskOf({ current: nft, currentPaid: new Set(), payments: [paid(3, 100, 1, 8n)] })).toBeNull();
    expect(
      otherSendersRiskOf({ current: nft, currentPaid: new Set(), payments: [paid(3, 100, 1, 7n)] })?.lines,
    ).toEqual([1]);
  });
});

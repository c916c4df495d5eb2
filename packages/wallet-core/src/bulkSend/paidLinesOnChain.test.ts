import { describe, expect, it } from 'vitest';
import type { ChainPayment } from './ChainPayment.js';
import { paidLinesOnChain } from './paidLinesOnChain.js';

const A = '0x00000000000000000000000000000000Fa000001';
const B = '0x00000000000000000000000000000000fA000002';
const C = '0x00000000000000000000000000000000FA000003';
const TOKEN = '0x00000000000000000000000000000000000000Ee';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as `0x${string}`;

function payment(n: number, token: `0x${string}` | null, recipients: ChainPayment['recipients']): ChainPayment {
  return {
    hash: hash(n),
    blockNumber: BigInt(n * 10),
    blockHash: hash(1000 + n),
    timestamp: 1_700_000_000_000 + n * 60_000,
    batchId: hash(2000 + n),
    token,
    recipients,
  };
}

const run = (token: `0x${string}` | null) => ({
  token,
  lines: [
    { line: 2, address: C, amount: 30n },
    { line: 3, address: A, amount: 10n },
    { line: 4, address: B, amount: 20n },
  ] as { line: number; address: `0x${string}`; amount: bigint }[],
});

describe('paidLinesOnChain', () => {
  it('names the lines the sender paid with the same token, in list order, whatever the case of the addresses', () => {
    const paid = paidLinesOnChain(run(TOKEN), [
      payment(1, TOKEN.toLowerCase() as `0x${string}`, [
        { address: A.toLowerCase() as `0x${string}`, amount: 10n },
        { address: C.toUpperCase().replace('0X', '0x') as `0x${string}`, amount: 31n },
      ]),
    ]);
    expect(paid).toEqual([
      { line: 2, address: C, amount: 30n, paidAmount: 31n, hash: hash(1), paidAt: 1_700_000_060_000, blockNumber: 10n },
      { line: 3, address: A, amount: 10n, paidAmount: 10n, hash: hash(1), paidAt: 1_700_000_060_000, blockNumber: 10n },
    ]);
  });

  it('does not count another token, the native coin for a token list, or payments whose recipients are unknown', () => {
    const payments = [
      payment(1, null, [{ address: A, amount: 10n }]),
      payment(2, '0x00000000000000000000000000000000000000fF', [{ address: B, amount: 20n }]),
      payment(3, TOKEN, null),
    ];
    expect(paidLinesOnChain(run(TOKEN), payments)).toEqual([]);
    expect(paidLinesOnChain(run(null), payments).map((p) => [p.line, p.hash])).toEqual([[3, hash(1)]]);
  });

  it('names the latest payment of a recipient, summing what that transaction paid it on several lines', () => {
    const paid = paidLinesOnChain(run(null), [
      payment(5, null, [
        { address: B, amount: 7n },
        { address: B, amount: 8n },
      ]),
      payment(2, null, [{ address: B, amount: 20n }]),
    ]);
    expect(paid).toEqual([
      { line: 4, address: B, amount: 20n, paidAmount: 15n, hash: hash(5), paidAt: 1_700_000_300_000, blockNumber: 50n },
    ]);
  });
});

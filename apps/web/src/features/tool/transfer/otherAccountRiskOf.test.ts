import type { BulkSendRun, ChunkStatus } from '@fanout/wallet-core/bulk-send';
import { describe, expect, it } from 'vitest';
import { OTHER_ACCOUNT_WINDOW_MS, otherAccountRiskOf } from './otherAccountRiskOf.js';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;
const NOW = 1_800_000_000_000;

/** 6 lines in chunks of 2, from `sender`. */
function run(sender: number, statuses: ChunkStatus[], extra: Partial<BulkSendRun> = {}): BulkSendRun {
  return {
    version: 1,
    id: `0x${sender.toString(16).padStart(64, '0')}` as `0x${string}`,
    chainId: 137,
    genesisHash: `0x${'a'.repeat(64)}`,
    bulkSend: address(0xb51),
    sender: address(sender),
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
    createdAt: NOW - 1000,
    updatedAt: NOW - 1000,
    ...extra,
  };
}

describe('otherAccountRiskOf', () => {
  const current = run(2, ['pending', 'pending', 'pending']);

  it('names the other account of this browser that paid part of the list, and how many recipients', () => {
    const other = run(1, ['confirmed', 'submitted', 'pending']);
    const risk = otherAccountRiskOf({ current, currentPaid: new Set(), runs: [other, current], now: NOW });
    expect(risk).toMatchObject({ account: address(1), paid: 4 });
  });

  it('ignores this account, other chains, tokens and chains reset since, closed runs and old finished ones', () => {
    const paid: ChunkStatus[] = ['confirmed', 'confirmed', 'confirmed'];
    const runs = [
      run(2, paid, { id: `0x${'2'.repeat(64)}` }),
      run(1, paid, { chainId: 1 }),
      run(1, paid, { token: address(0xdead) }),
      run(1, paid, { genesisHash: `0x${'b'.repeat(64)}` }),
      run(1, paid, { status: 'closed' }),
      run(1, paid, { status: 'finished', createdAt: NOW - OTHER_ACCOUNT_WINDOW_MS - 1 }),
      run(1, ['pending', 'pending', 'pending']),
    ];
    expect(otherAccountRiskOf({ current, currentPaid: new Set(), runs, now: NOW })).toBeNull();
  });

  it('counts only recipients this account has not paid yet', () => {
    const other = run(1, ['confirmed', 'pending', 'pending']);
    expect(otherAccountRiskOf({ current, currentPaid: new Set([0]), runs: [other], now: NOW })).toBeNull();
  });
});

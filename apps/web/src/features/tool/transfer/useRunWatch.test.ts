// Issue 28: the quote is asked as soon as the list, token, wallet and chain settle (so one press on Send signs once the
// figures are on screen), once per run and unpaid chunks: never while something is under way or in flight, never again
// after it failed on its own, and the chain is watched only while a chunk waits for it.
import type { BulkSendRun, RunQuote } from '@fanout/wallet-core/bulk-send';
import { describe, expect, it } from 'vitest';
import { type TransferState, useTransferStore } from './transferStore.js';
import { autoQuoteKeyOf, watchKeyOf } from './useRunWatch.js';

const id = `0x${'1'.repeat(64)}` as const;

function run(statuses: string[]): BulkSendRun {
  return {
    id,
    label: '',
    status: 'paused',
    lines: statuses.map((_, i) => ({ line: i + 1, address: `0x${String(i + 1).padStart(40, '0')}`, amount: 1n })),
    chunks: statuses.map((status, index) => ({ index, start: index, count: 1, status, attempts: [] })),
  } as unknown as BulkSendRun;
}

/** The store with a 3-chunk run planned for a list the page can pay (connected, on its chain, BulkSend there). */
function state(patch: Partial<TransferState> = {}): TransferState {
  const base = useTransferStore.getState();
  return {
    ...base,
    inputs: {
      ...base.inputs,
      connected: true,
      onChain: true,
      config: {} as TransferState['inputs']['config'],
      token: { address: '0x0000000000000000000000000000000000000000', symbol: 'POL', decimals: 18, erc20: false },
      bulkSend: '0x0000000000000000000000000000000000000b51',
      plan: { ok: true, rows: [], errors: [], warnings: [], total: 3n } as unknown as TransferState['inputs']['plan'],
      balance: 10n,
    },
    planned: run(['pending', 'pending', 'pending']),
    ...patch,
  };
}

describe('the quote asked on its own', () => {
  it('is asked once the list and token settle, for the run and its unpaid chunks', () => {
    expect(autoQuoteKeyOf(state())).toBe(`${id}:3`);
  });

  it('is not asked while the list is parsed, something is under way, or a chunk waits for the chain', () => {
    const settled = state();
    expect(autoQuoteKeyOf({ ...settled, inputs: { ...settled.inputs, pending: true } })).toBeNull();
    expect(autoQuoteKeyOf(state({ busy: 'send' }))).toBeNull();
    expect(autoQuoteKeyOf(state({ planned: run(['confirmed', 'signing', 'pending']) }))).toBeNull();
    expect(autoQuoteKeyOf({ ...settled, inputs: { ...settled.inputs, balance: 1n } })).toBeNull();
  });

  it('is not asked again for the same run once tried (a failed one waits for the member), nor while one is shown', () => {
    expect(autoQuoteKeyOf(state({ quoteTried: `${id}:3` }))).toBeNull();
    const quote = { chunks: [] } as unknown as RunQuote;
    expect(autoQuoteKeyOf(state({ quote, quoteKey: `${id}:3` }))).toBeNull();
    // Chunk 1 paid since: what is left is quoted anew.
    expect(autoQuoteKeyOf(state({ quoteTried: `${id}:3`, planned: run(['confirmed', 'pending', 'pending']) }))).toBe(
      `${id}:2`,
    );
  });

  it('watches the chain only for chunks waiting for it, and not while a send is under way', () => {
    expect(watchKeyOf(state())).toBeNull();
    const waiting = run(['confirmed', 'submitted', 'pending']);
    expect(watchKeyOf(state({ planned: waiting }))).toBe(`${id}:1`);
    expect(watchKeyOf(state({ planned: waiting, busy: 'send' }))).toBeNull();
  });

  it('keeps watching a chunk in flight that the chain already names paid, until the run has read its payment', () => {
    // Proposed to a Safe (or in a file): the owners executed it and the page's read of the list (`match`) saw it paid
    // before the watch did. Until a reconcile records its transaction the chunk has no link and the run no summary:
    // the watch must not stop there (toolSafeApp, under load: shown paid without its link, the summary never shown).
    const proposed = run(['submitted', 'submitted']);
    for (const part of proposed.chunks) part.attempts.push({ requestedAt: 0, nonce: 0, value: 0n, proposal: {} });
    const match = { stored: proposed, paidChunks: [0, 1], matches: true, allPaid: true };
    expect(watchKeyOf(state({ planned: proposed, match }))).toBe(`${id}:0,1`);
    // Once read: paid in the run, each with its receipt; nothing in flight is left to watch for.
    const read = run(['confirmed', 'confirmed']);
    for (const part of read.chunks) part.finality = 'final';
    expect(watchKeyOf(state({ planned: read, match: { ...match, stored: read } }))).toBeNull();
  });

  it('keeps reading paid chunks that are not final yet, after the run finished (issue 37: a reorganisation can drop them)', () => {
    const paid = run(['confirmed', 'confirmed', 'confirmed']);
    paid.status = 'finished';
    const [first, second, third] = paid.chunks;
    if (!first || !second || !third) throw new Error('three chunks');
    first.finality = 'final';
    second.finality = 'included';
    third.finality = 'included';
    expect(watchKeyOf(state({ planned: paid }))).toBe(`${id}:final:1,2`);
    second.finality = 'final';
    third.finality = 'final';
    expect(watchKeyOf(state({ planned: paid }))).toBeNull();
  });
});

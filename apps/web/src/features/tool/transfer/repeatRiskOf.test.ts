// A payment label on a list whose earlier payment is unfinished: the chunks it would pay a second time are named;
// a finished earlier payment (monthly payroll) or one with nothing paid is no risk.
import type { BulkSendRun, ChunkStatus, FindMatchingRunReturnType } from '@fanout/wallet-core/bulk-send';
import { describe, expect, it } from 'vitest';
import { lineRangesOf, overlapRiskOf, RECENT_PAYMENT_MS, repeatRiskOf } from './repeatRiskOf.js';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;

/** A run of 6 lines in chunks of 3 + 3, with the given label and chunk states. */
function run(label: string, statuses: ChunkStatus[] = ['pending', 'pending']): BulkSendRun {
  return {
    version: 1,
    id: `0x${label.padEnd(64, '0')}` as `0x${string}`,
    chainId: 137,
    genesisHash: `0x${'0'.repeat(64)}`,
    bulkSend: address(0xb51),
    sender: address(1),
    token: null,
    label,
    lines: Array.from({ length: 6 }, (_, i) => ({ line: i + 1, address: address(100 + i), amount: 10n })),
    chunks: statuses.map((status, index) => ({
      index,
      start: index * 3,
      count: 3,
      total: 30n,
      batchId: `0x${String(index).padStart(64, '0')}` as `0x${string}`,
      status,
      attempts: [],
    })),
    approvals: [],
    status: statuses.every((s) => s === 'confirmed') ? 'finished' : 'paused',
    createdAt: 0,
    updatedAt: 0,
  };
}

function match(paidChunks: number[], stored?: BulkSendRun): FindMatchingRunReturnType {
  return {
    stored,
    paidChunks,
    matches: stored !== undefined || paidChunks.length > 0,
    allPaid: paidChunks.length === 2,
  };
}

describe('repeatRiskOf', () => {
  it('names the chunks an unfinished unlabelled payment paid (from the chain) and their recipients', () => {
    const risk = repeatRiskOf({
      current: run('December'),
      currentPaid: new Set(),
      base: { planned: run(''), match: match([0]) },
      history: [],
    });
    expect(risk).toEqual({ label: '', chunks: [0], recipients: 3 });
  });

  it('counts a chunk still in flight (submitted, signing, unknown) as possibly paid', () => {
    const stored = run('', ['confirmed', 'submitted']);
    expect(
      repeatRiskOf({
        current: run('X'),
        currentPaid: new Set(),
        base: { planned: run(''), match: match([0], stored) },
        history: [],
      }),
    ).toEqual({ label: '', chunks: [0, 1], recipients: 6 });
  });

  it('sees no risk when the earlier payment is finished, or paid nothing', () => {
    const base = (paid: number[]) => ({ planned: run(''), match: match(paid) });
    expect(repeatRiskOf({ current: run('X'), currentPaid: new Set(), base: base([0, 1]), history: [] })).toBeNull();
    expect(repeatRiskOf({ current: run('X'), currentPaid: new Set(), base: base([]), history: [] })).toBeNull();
  });

  it('finds an unfinished payment under another label in this browser, also for the unlabelled list', () => {
    const december = run('December', ['pending', 'confirmed']);
    expect(repeatRiskOf({ current: run(''), currentPaid: new Set(), base: null, history: [december] })).toEqual({
      label: 'December',
      chunks: [1],
      recipients: 3,
    });
  });

  it('drops chunks the current run already paid or sent: they are not sent again', () => {
    const current = run('X', ['confirmed', 'pending']);
    expect(
      repeatRiskOf({ current, currentPaid: new Set([0]), base: { planned: run(''), match: match([0]) }, history: [] }),
    ).toBeNull();
  });

  it('ignores another list', () => {
    const other = run('December', ['confirmed', 'pending']);
    other.lines[0] = { line: 1, address: address(999), amount: 10n };
    expect(repeatRiskOf({ current: run(''), currentPaid: new Set(), base: null, history: [other] })).toBeNull();
  });
});

describe('overlapRiskOf: an edited list after a payment that paid some of its recipients', () => {
  const NOW = 1_800_000_000_000;
  /** The list edited: line 6's amount changed (another list, other batch ids), same recipients. */
  function edited(label = ''): BulkSendRun {
    const next = run(label);
    next.id = `0x${'e'.repeat(64)}`;
    next.lines[5] = { line: 6, address: address(105), amount: 11n };
    return next;
  }

  it('names the lines an unfinished payment paid (or has in flight), by address', () => {
    const paused = run('', ['confirmed', 'pending']);
    const risk = overlapRiskOf({ current: edited(), currentPaid: new Set(), history: [paused], now: NOW });
    expect(risk?.run).toBe(paused);
    expect(risk?.lines).toEqual([1, 2, 3]);
    const inFlight = run('', ['confirmed', 'submitted']);
    expect(overlapRiskOf({ current: edited(), currentPaid: new Set(), history: [inFlight], now: NOW })?.lines).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('matches recipients wherever they moved and whatever the amount (merged duplicates, reordered lines)', () => {
    const paused = run('', ['confirmed', 'pending']);
    const current = edited();
    current.lines = [...current.lines].reverse().map((line, i) => ({ ...line, line: i + 1, amount: 99n }));
    expect(overlapRiskOf({ current, currentPaid: new Set(), history: [paused], now: NOW })?.lines).toEqual([4, 5, 6]);
  });

  it('counts a finished payment for a day, then no more (a monthly payroll is no slip)', () => {
    const finished = { ...run('', ['confirmed', 'confirmed']), finishedAt: NOW - RECENT_PAYMENT_MS + 1 };
    expect(overlapRiskOf({ current: edited(), currentPaid: new Set(), history: [finished], now: NOW })?.lines).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    const old = { ...finished, finishedAt: NOW - RECENT_PAYMENT_MS - 1 };
    expect(overlapRiskOf({ current: edited(), currentPaid: new Set(), history: [old], now: NOW })).toBeNull();
  });

  it('leaves out what the current run sent, the run itself, the same list (labels: repeatRiskOf), another payer', () => {
    const paused = run('', ['confirmed', 'pending']);
    const current = edited();
    current.chunks[0] = { ...(current.chunks[0] as BulkSendRun['chunks'][number]), status: 'confirmed' };
    expect(overlapRiskOf({ current, currentPaid: new Set(), history: [paused], now: NOW })).toBeNull();
    expect(overlapRiskOf({ current: edited(), currentPaid: new Set([0]), history: [paused], now: NOW })).toBeNull();
    expect(overlapRiskOf({ current: paused, currentPaid: new Set(), history: [paused], now: NOW })).toBeNull();
    expect(overlapRiskOf({ current: run('X'), currentPaid: new Set(), history: [paused], now: NOW })).toBeNull();
    for (const other of [{ sender: address(2) }, { token: address(7) }, { chainId: 1 }]) {
      expect(
        overlapRiskOf({ current: edited(), currentPaid: new Set(), history: [{ ...paused, ...other }], now: NOW }),
      ).toBeNull();
    }
    expect(
      overlapRiskOf({
        current: edited(),
        currentPaid: new Set(),
        history: [run('', ['pending', 'pending'])],
        now: NOW,
      }),
    ).toBeNull();
  });
});

describe('lineRangesOf', () => {
  it('collapses consecutive lines, sorted, duplicates dropped', () => {
    expect(lineRangesOf([9, 1, 2, 3, 7, 10, 3])).toEqual([
      { first: 1, last: 3 },
      { first: 7, last: 7 },
      { first: 9, last: 10 },
    ]);
    expect(lineRangesOf([])).toEqual([]);
  });
});

// A payment label on a list whose earlier payment is unfinished: the chunks it would pay a second time are named;
// a finished earlier payment (monthly payroll) or one with nothing paid is no risk.
import type { BulkSendRun, ChunkStatus, FindMatchingRunReturnType } from '@fanout/wallet-core/bulk-send';
import { describe, expect, it } from 'vitest';
import { repeatRiskOf } from './repeatRiskOf.js';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;

/** A run of 6 lines in chunks of 3 + 3, with the given label and chunk states. */
function run(label: string, statuses: ChunkStatus[] = ['pending', 'pending']): BulkSendRun {
  return {
    version: 1,
    id: `0x${label.padEnd(64, '0')}` as `0x${string}`,
    chainId: 137,
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

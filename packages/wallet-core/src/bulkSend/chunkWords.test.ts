// chunkWords packs as batch-core's packRecipients does (same words, same refusals, named by line) while checking the
// address with ethers' getAddress: the engine's first load carries one keccak, not batch-core's as well.
import { PackRecipientsError, packRecipients } from '@fanout/batch-core';
import { describe, expect, it } from 'vitest';
import type { RunLine } from './BulkSendRun.js';
import { chunkWords } from './chunkWords.js';
import { InvalidRunError } from './InvalidRunError.js';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const lines = (entries: [string, bigint][]): RunLine[] =>
  entries.map(([address, amount], i) => ({ line: i + 10, address: address as `0x${string}`, amount }));
const all = (run: { lines: unknown[] }) => ({ start: 0, count: run.lines.length });

/** packRecipients' refusal of the same entries, as chunkWords words it (its message, the line). */
function batchCoreRefusal(entries: [string, bigint][]): string {
  try {
    packRecipients({ recipients: entries.map(([a]) => a), amounts: entries.map(([, v]) => v) });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('packRecipients took it');
}

describe('chunkWords', () => {
  it('packs amount << 160 | recipient as packRecipients does, lower or mixed case', () => {
    const entries: [string, bigint][] = [
      [ALICE, 1n],
      [BOB, (1n << 96n) - 1n],
      [ALICE.toLowerCase(), 0n],
    ];
    const run = { lines: lines(entries) };
    expect(chunkWords(run, all(run))).toEqual(
      packRecipients({ recipients: entries.map(([a]) => a), amounts: entries.map(([, v]) => v) }),
    );
    expect(chunkWords(run, { start: 1, count: 1 })).toEqual([((1n << 96n) - 1n) * 2n ** 160n + BigInt(BOB)]);
  });

  it('refuses what packRecipients refuses, with its words, naming the list line', () => {
    // One letter's case changed: mixed case whose EIP-55 checksum is wrong.
    const wrongChecksum = ALICE.replace('C51812', 'c51812');
    for (const bad of [
      [ALICE, 1n << 96n],
      [ALICE, -1n],
      [`0x${'0'.repeat(40)}`, 1n],
      ['0x1234', 1n],
      [ALICE.slice(2), 1n],
      [wrongChecksum, 1n],
      ['XE65GB6LDNXYOFTX0NSV3FUWKOWIXAMJK36', 1n],
    ] as [string, bigint][]) {
      const entries: [string, bigint][] = [[BOB, 1n], bad];
      const run = { lines: lines(entries) };
      expect(() => chunkWords(run, all(run)), bad[0]).toThrow(InvalidRunError);
      try {
        chunkWords(run, all(run));
      } catch (error) {
        expect(error).toMatchObject({ line: 11, message: `Line 11: ${batchCoreRefusal(entries)}` });
      }
    }
  });

  it('refuses an empty or an oversized chunk as packRecipients does', () => {
    const run = { lines: lines(Array.from({ length: 256 }, () => [BOB, 1n] as [string, bigint])) };
    expect(() => chunkWords(run, { start: 0, count: 0 })).toThrow(PackRecipientsError);
    expect(() => chunkWords(run, all(run))).toThrow(/A packed batch has 1 to 255 entries, got 256\./);
  });
});

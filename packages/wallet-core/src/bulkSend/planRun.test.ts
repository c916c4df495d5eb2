import { parseRecipients } from '@fanout/batch-core';
import { describe, expect, it } from 'vitest';
import { balancedChunkSizes } from './balancedChunkSizes.js';
import { batchIdOf } from './batchIdOf.js';
import { chunkWords } from './chunkWords.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { InvalidRunError } from './InvalidRunError.js';
import { normalizeLabel } from './normalizeLabel.js';
import { planRun } from './planRun.js';

// planRun only reads the chain identity (id, block 0), and these tests pass it: the provider is never asked.
const offline = createBulkSendConfig({
  provider: {
    request: async () => {
      throw new Error('offline');
    },
  },
});
const BULK_SEND = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const GENESIS = `0x${'9a'.repeat(32)}` as const;
const address = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`;
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ line: i + 1, address: address(i), value: BigInt(i + 1) }));
const plan = (n: number, extra: Partial<Parameters<typeof planRun>[1]> = {}) =>
  planRun(offline, {
    chainId: 137,
    genesisHash: GENESIS,
    sender: SENDER,
    bulkSend: BULK_SEND,
    token: TOKEN,
    rows: rows(n),
    ...extra,
  });

describe('balancedChunkSizes', () => {
  it('splits into the fewest chunks of at most 255, as equal as possible', () => {
    expect(balancedChunkSizes(1)).toEqual([1]);
    expect(balancedChunkSizes(255)).toEqual([255]);
    expect(balancedChunkSizes(256)).toEqual([128, 128]);
    expect(balancedChunkSizes(511)).toEqual([171, 170, 170]);
    expect(balancedChunkSizes(10, 4)).toEqual([4, 3, 3]);
    expect(balancedChunkSizes(0)).toEqual([]);
    for (let n = 1; n <= 2000; n += 7) {
      const sizes = balancedChunkSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(sizes.length).toBe(Math.ceil(n / 255));
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a chunk size above the contract cap', () => {
    expect(() => balancedChunkSizes(10, 256)).toThrow(InvalidRunError);
  });
});

describe('planRun', () => {
  it('freezes each ENS-named line as name + the address it resolved to; the batch ids hash the address alone', async () => {
    const named = rows(3).map((row, i) => (i === 1 ? { ...row, name: 'alice.eth' } : row));
    const run = await plan(3, { rows: named });
    expect(run.lines.map((line) => line.name)).toEqual([undefined, 'alice.eth', undefined]);
    expect(run.lines[1]?.address).toBe('0x0000000000000000000000000000000000000002');
    expect(run.chunks.map((c) => c.batchId)).toEqual((await plan(3)).chunks.map((c) => c.batchId));
    expect(run.id).toBe((await plan(3)).id);
  });

  it('plans 256 recipients as 128 + 128 with a batch id per chunk', async () => {
    const run = await plan(256);
    expect(run.chunks.map((c) => [c.start, c.count])).toEqual([
      [0, 128],
      [128, 128],
    ]);
    expect(run.chunks[0]?.total).toBe((128n * 129n) / 2n);
    expect(run.status).toBe('planned');
    expect(run.label).toBe('');
    const first = run.chunks[0];
    if (!first) throw new Error('no chunk');
    expect(first.batchId).toBe(
      batchIdOf({
        chainId: 137,
        bulkSend: BULK_SEND,
        sender: SENDER,
        token: TOKEN,
        chunkIndex: 0,
        words: chunkWords(run, first),
        label: '',
      }),
    );
    // packed word = amount << 160 | recipient
    expect(chunkWords(run, first)[0]).toBe((1n << 160n) | 1n);
  });

  it('gives the same ids for the same list on any device, and new ids for a label or any change', async () => {
    const a = await plan(300);
    const b = await plan(300, { sender: SENDER.toLowerCase() });
    expect(b.id).toBe(a.id);
    expect(b.chunks.map((c) => c.batchId)).toEqual(a.chunks.map((c) => c.batchId));
    const labelled = await plan(300, { label: 'December payroll' });
    expect(labelled.label).toBe('December payroll');
    for (const [i, chunk] of labelled.chunks.entries()) expect(chunk.batchId).not.toBe(a.chunks[i]?.batchId);
    expect(labelled.id).not.toBe(a.id);
    const changed = await planRun(offline, {
      chainId: 137,
      genesisHash: GENESIS,
      sender: SENDER,
      bulkSend: BULK_SEND,
      token: TOKEN,
      rows: rows(300).map((r, i) => (i === 299 ? { ...r, value: r.value + 1n } : r)),
    });
    expect(changed.chunks[0]?.batchId).toBe(a.chunks[0]?.batchId);
    expect(changed.chunks[1]?.batchId).not.toBe(a.chunks[1]?.batchId);
    const native = await plan(300, { token: null });
    expect(native.token).toBeNull();
    expect(native.chunks[0]?.batchId).not.toBe(a.chunks[0]?.batchId);
    const otherChain = await plan(300, { chainId: 80002 });
    expect(otherChain.chunks[0]?.batchId).not.toBe(a.chunks[0]?.batchId);
    const distinct = new Set(a.chunks.map((c) => c.batchId));
    expect(distinct.size).toBe(a.chunks.length);
    // The chain's block 0 is stored beside the ids, never inside them (they must match what the chain recorded).
    const restarted = await plan(300, { genesisHash: `0x${'77'.repeat(32)}` });
    expect(restarted.id).toBe(a.id);
    expect(restarted.genesisHash).toBe(`0x${'77'.repeat(32)}`);
    expect(a.genesisHash).toBe(GENESIS);
  });

  it('compares labels trimmed and case-insensitively; the run keeps the text as typed', async () => {
    const typed = await plan(300, { label: 'December payroll ' });
    const plain = await plan(300, { label: 'december  payroll' });
    const other = await plan(300, { label: 'January payroll' });
    expect(typed.id).toBe(plain.id);
    expect(typed.chunks.map((c) => c.batchId)).toEqual(plain.chunks.map((c) => c.batchId));
    expect(other.id).not.toBe(typed.id);
    expect(typed.label).toBe('December payroll ');
    expect(normalizeLabel(' Décembre\u00a0PAYROLL ')).toBe('décembre payroll');
    expect(normalizeLabel('De\u0301cembre')).toBe(normalizeLabel('Décembre'));
  });

  it('takes batch-core plan rows as they are', async () => {
    // Ordinary addresses: 0x…01 to 0x…11 are precompiles, which batch-core refuses as recipients.
    const parsed = parseRecipients(`${address(0x1000)},1.5\n${address(0x1001)},2`, { decimals: 6 });
    const run = await planRun(offline, {
      chainId: 137,
      genesisHash: GENESIS,
      sender: SENDER,
      bulkSend: BULK_SEND,
      token: TOKEN,
      rows: parsed.rows,
      decimals: 6,
    });
    expect(run.lines.map((l) => l.amount)).toEqual([1_500_000n, 2_000_000n]);
    expect(run.chunks[0]?.total).toBe(3_500_000n);
  });

  it('names the line of an amount that does not fit the packed word, a bad address, or the zero address', async () => {
    const big = rows(3).map((r, i) => (i === 2 ? { ...r, line: 7, value: 1n << 96n } : r));
    await expect(
      planRun(offline, { chainId: 137, genesisHash: GENESIS, sender: SENDER, bulkSend: BULK_SEND, rows: big }),
    ).rejects.toMatchObject({
      name: 'InvalidRunError',
      line: 7,
    });
    const zero = [{ line: 4, address: `0x${'0'.repeat(40)}`, value: 1n }];
    await expect(
      planRun(offline, { chainId: 137, genesisHash: GENESIS, sender: SENDER, bulkSend: BULK_SEND, rows: zero }),
    ).rejects.toMatchObject({
      line: 4,
    });
    const bad = [{ line: 9, address: '0x1234', value: 1n }];
    await expect(
      planRun(offline, { chainId: 137, genesisHash: GENESIS, sender: SENDER, bulkSend: BULK_SEND, rows: bad }),
    ).rejects.toMatchObject({
      line: 9,
    });
    await expect(
      planRun(offline, { chainId: 137, genesisHash: GENESIS, sender: SENDER, bulkSend: BULK_SEND, rows: [] }),
    ).rejects.toThrow(/no recipients/);
  });
});

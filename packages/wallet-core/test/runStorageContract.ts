// Shared checks for every RunStorage adapter (imported by their tests; not part of the build).
import { expect, it } from 'vitest';
import type { BulkSendRun } from '../src/bulkSend/BulkSendRun.js';
import type { RunStorage } from '../src/bulkSend/RunStorage.js';

export function sampleRun(overrides: Partial<BulkSendRun> = {}): BulkSendRun {
  return {
    version: 1,
    id: `0x${'ab'.repeat(32)}`,
    chainId: 137,
    genesisHash: `0x${'12'.repeat(32)}`,
    bulkSend: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    token: null,
    label: 'December payroll',
    lines: [{ line: 1, address: '0x0000000000000000000000000000000000000001', amount: (1n << 95n) + 7n }],
    chunks: [
      {
        index: 0,
        start: 0,
        count: 1,
        total: (1n << 95n) + 7n,
        batchId: `0x${'cd'.repeat(32)}`,
        status: 'submitted',
        attempts: [
          {
            requestedAt: 1,
            nonce: 3,
            hash: `0x${'ef'.repeat(32)}`,
            gasLimit: 60_000n,
            maxFeePerGas: 10n ** 11n,
            maxPriorityFeePerGas: 10n ** 9n,
            value: 123n,
          },
        ],
      },
    ],
    approvals: [],
    status: 'sending',
    createdAt: 1_000,
    updatedAt: 2_000,
    ...overrides,
  };
}

/** The behaviour every adapter must have: what is saved comes back equal (bigints intact), listed by sender. */
export function runStorageContract(make: () => Promise<RunStorage> | RunStorage): void {
  it('saves and loads a run with its bigints intact, and replaces it on the next save', async () => {
    const storage = await make();
    const run = sampleRun();
    await storage.save(run);
    expect(await storage.load(run.id)).toEqual(run);
    const next = { ...run, status: 'finished' as const, updatedAt: 3_000 };
    await storage.save(next);
    expect((await storage.load(run.id))?.status).toBe('finished');
    expect(await storage.load(`0x${'00'.repeat(32)}`)).toBeUndefined();
  });

  it('lists the runs of one sender (any address case), newest first, and removes them', async () => {
    const storage = await make();
    const older = sampleRun({ id: `0x${'01'.repeat(32)}`, createdAt: 1 });
    const newer = sampleRun({ id: `0x${'02'.repeat(32)}`, createdAt: 2 });
    const other = sampleRun({ id: `0x${'03'.repeat(32)}`, sender: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' });
    for (const run of [older, newer, other]) await storage.save(run);
    const listed = await storage.list(older.sender.toLowerCase());
    expect(listed.map((r) => r.id)).toEqual([newer.id, older.id]);
    await storage.remove(newer.id);
    expect((await storage.list(older.sender)).map((r) => r.id)).toEqual([older.id]);
  });
}

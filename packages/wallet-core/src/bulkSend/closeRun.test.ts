// Labels (issue 27, item 4): paying a list again under a new label closes the older run of that list, so its unpaid
// chunks are never offered as a plain Resume; a label is compared trimmed and case-insensitively.
import { describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import { closeRun } from './closeRun.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { findMatchingRun } from './findMatchingRun.js';
import { findUnfinishedRuns } from './findUnfinishedRuns.js';
import { getRunReceipts } from './getRunReceipts.js';
import { InvalidRunError } from './InvalidRunError.js';
import { planRun } from './planRun.js';
import { legacyBatchIdOf } from './readChunkPaid.js';
import { reconcileRun } from './reconcileRun.js';
import { resumeRun } from './resumeRun.js';
import { sendRun } from './sendRun.js';

const env = useEngineChain();
const sender = () => env.chain.accounts[1]?.address as string;

describe('closeRun and labels', () => {
  it('the older run of a list paid again under a new label is closed: never offered, refused by resume and send', async () => {
    const config = createBulkSendConfig({
      provider: faultyWallet(env.rpc, {}, {}, sender()),
      reader: env.rpc,
      chainId: 137,
      storage: createMemoryRunStorage(),
      pollIntervalMs: 20,
      confirmTimeoutMs: 5_000,
    });
    const rows = freshAddresses(7, 401).map((address, i) => ({ line: i + 1, address, value: 1_000_000n }));
    const base = { sender: sender(), bulkSend: env.chain.bulkSend, token: env.chain.demoToken, rows, maxChunkSize: 3 };
    const older = await planRun(config, base);
    expect((await sendRun(config, { run: older, chunks: [0] })).status).toBe('paused');
    expect((await findUnfinishedRuns(config, { sender: sender() })).map((r) => r.id)).toEqual([older.id]);

    // The member pays the whole list again on purpose, under a label typed with a trailing space.
    const again = await planRun(config, { ...base, label: 'December payroll ' });
    expect(again.id).toBe((await planRun(config, { ...base, label: 'december payroll' })).id);
    const closed = await closeRun(config, { runId: older.id, supersededBy: again.id });
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'superseded', supersededBy: again.id });
    expect((await sendRun(config, { run: again })).status).toBe('finished');

    expect((await findUnfinishedRuns(config, { sender: sender() })).map((r) => r.id)).toEqual([]);
    await expect(resumeRun(config, { runId: older.id })).rejects.toBeInstanceOf(InvalidRunError);
    await expect(sendRun(config, { run: older })).rejects.toBeInstanceOf(InvalidRunError);
    // Still readable as history: its first chunk stays paid, and it stays closed after a reconcile.
    const reread = await reconcileRun(config, { run: older });
    expect(reread.status).toBe('closed');
    expect(getRunReceipts(reread).summary).toMatchObject({ status: 'closed', chunksPaid: 1 });
    expect((await findMatchingRun(config, { run: older })).stored?.status).toBe('closed');

    // Lines 1–3 were paid twice on purpose (older chunk 1 + the labelled run), every other line exactly once.
    for (const [i, line] of older.lines.entries()) {
      expect(await env.tokenBalance(line.address), `line ${line.line}`).toBe(i < 3 ? 2_000_000n : 1_000_000n);
    }
  });

  it('a list paid under "December payroll" before labels were normalized is still recognised as paid: nothing is sent again', async () => {
    const engine = () =>
      createBulkSendConfig({
        provider: faultyWallet(env.rpc, {}, {}, sender()),
        reader: env.rpc,
        chainId: 137,
        storage: createMemoryRunStorage(),
        pollIntervalMs: 20,
        confirmTimeoutMs: 5_000,
      });
    const rows = freshAddresses(7, 402).map((address, i) => ({ line: i + 1, address, value: 1_000_000n }));
    const base = { sender: sender(), bulkSend: env.chain.bulkSend, token: env.chain.demoToken, rows, maxChunkSize: 3 };
    // Sent by the engine before this change: its batch ids hashed the label as typed.
    const earlier = await planRun(engine(), { ...base, label: 'December payroll' });
    for (const chunk of earlier.chunks) chunk.batchId = legacyBatchIdOf(earlier, chunk) ?? chunk.batchId;
    expect((await sendRun(engine(), { run: earlier })).status).toBe('finished');

    // Another device, today's engine, the same list and label.
    const config = engine();
    const nonce = await env.nonce(sender());
    const run = await planRun(config, { ...base, label: 'December payroll' });
    expect(run.chunks.map((c) => c.batchId)).not.toEqual(earlier.chunks.map((c) => c.batchId));
    expect(await findMatchingRun(config, { run })).toMatchObject({ paidChunks: [0, 1, 2], allPaid: true });
    expect((await sendRun(config, { run })).status).toBe('finished');
    expect(await env.nonce(sender())).toBe(nonce);
    for (const line of run.lines) expect(await env.tokenBalance(line.address)).toBe(line.amount);
  });
});

import { describe, expect, it } from 'vitest';
import { useEngineChain } from '../../test/engineChain.js';
import type { Eip1193RequestArguments } from '../provider/Eip1193Provider.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { findBlockAtTime } from './findBlockAtTime.js';
import { readBlockStamp } from './readBlockStamp.js';

const env = useEngineChain();

/** The config over the chain, counting the block headers it reads. */
function counted() {
  const reads = { blocks: 0 };
  const reader = {
    request(args: Eip1193RequestArguments) {
      if (args.method === 'eth_getBlockByNumber') reads.blocks++;
      return env.rpc.request(args);
    },
  };
  return { config: createBulkSendConfig({ provider: env.rpc, reader, chainId: 137 }), reads };
}

/** `time` falls after block n − 1 and at or before block n. */
async function expectFirstAtOrAfter(n: bigint, time: number) {
  const { config } = counted();
  const block = await readBlockStamp(config, n);
  expect(block?.timestamp).toBeGreaterThanOrEqual(time);
  if (n > 0n) expect((await readBlockStamp(config, n - 1n))?.timestamp).toBeLessThan(time);
}

describe('findBlockAtTime on the local chain', () => {
  it('finds the first block at or after a time in a few header reads, on steady and on uneven block times', async () => {
    await env.request('hardhat_mine', ['0x1388', '0x2']); // 5,000 blocks, 2 s apart (Polygon's pace)
    await env.request('evm_increaseTime', [3 * 24 * 60 * 60]); // a 3-day gap
    await env.request('hardhat_mine', ['0x3e8', '0xc']); // 1,000 blocks, 12 s apart
    const { config, reads } = counted();
    const latest = await readBlockStamp(config, 'latest');
    if (!latest) throw new Error('no latest block');
    const genesis = await readBlockStamp(config, 0n);
    const span = latest.timestamp - (genesis?.timestamp ?? 0);
    for (const fraction of [0.01, 0.2, 0.5, 0.9, 0.97, 0.999]) {
      const time = (genesis?.timestamp ?? 0) + Math.floor(span * fraction) + 500; // between two seconds
      reads.blocks = 0;
      const found = await findBlockAtTime(config, time, latest);
      expect(reads.blocks, `reads for ${fraction}`).toBeLessThanOrEqual(28);
      await expectFirstAtOrAfter(found, time);
    }
  });

  it('finds the start of a 7-day window on a Polygon-paced chain (2 s blocks, 350,000 blocks) in a handful of reads', async () => {
    await env.request('hardhat_mine', [`0x${(350_000).toString(16)}`, '0x2']);
    const { config, reads } = counted();
    const latest = await readBlockStamp(config, 'latest');
    if (!latest) throw new Error('no latest block');
    const weekAgo = latest.timestamp - 7 * 24 * 60 * 60 * 1000 + 500;
    reads.blocks = 0;
    const found = await findBlockAtTime(config, weekAgo, latest);
    expect(reads.blocks).toBeLessThanOrEqual(5);
    await expectFirstAtOrAfter(found, weekAgo);
    expect(latest.number - found).toBe(302_399n); // 7 days of 2 s blocks, the first one half a second too early
  });

  it('gives 0 before block 0 and the block after the latest past the latest', async () => {
    const { config } = counted();
    const latest = await readBlockStamp(config, 'latest');
    if (!latest) throw new Error('no latest block');
    expect(await findBlockAtTime(config, 0, latest)).toBe(0n);
    expect(await findBlockAtTime(config, latest.timestamp + 1, latest)).toBe(latest.number + 1n);
    expect(await findBlockAtTime(config, latest.timestamp, latest)).toBeLessThanOrEqual(latest.number);
  });
});

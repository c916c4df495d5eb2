import type { BulkSendConfig } from './BulkSendConfig.js';
import { type BlockStamp, readBlockStamp } from './readBlockStamp.js';

/**
 * The first block at or after `time` (ms), searched between block 0 and `latest`: interpolation on the timestamps
 * (blocks come at a nearly steady pace, so a few reads land on it), halving whenever a guess gains too little.
 * `latest.number + 1` when `time` is after the latest block.
 */
export async function findBlockAtTime(config: BulkSendConfig, time: number, latest: BlockStamp): Promise<bigint> {
  if (time > latest.timestamp) return latest.number + 1n;
  let high = latest;
  const genesis = await readBlockStamp(config, 0n);
  if (!genesis || genesis.timestamp >= time) return 0n;
  let low = genesis;
  // Invariant: low.timestamp < time <= high.timestamp.
  let bisect = false;
  while (high.number - low.number > 1n) {
    const span = high.number - low.number;
    let guess: bigint;
    if (bisect) {
      guess = low.number + span / 2n;
    } else {
      const ratio = (time - low.timestamp) / Math.max(1, high.timestamp - low.timestamp);
      guess = low.number + BigInt(Math.floor(Number(span) * ratio));
    }
    if (guess <= low.number) guess = low.number + 1n;
    if (guess >= high.number) guess = high.number - 1n;
    const block = await readBlockStamp(config, guess);
    if (!block) throw new Error(`the node has no block ${guess}`);
    if (block.timestamp < time) low = block;
    else high = block;
    // Interpolation that shrank the interval by less than half hands over to halving for the next step.
    bisect = !bisect && (high.number - low.number) * 2n > span;
  }
  return high.number;
}

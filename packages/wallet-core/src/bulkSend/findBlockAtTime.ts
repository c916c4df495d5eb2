import type { BulkSendConfig } from './BulkSendConfig.js';
import { type BlockStamp, readBlockStamp } from './readBlockStamp.js';

/** First step back from the newest block when looking for a time: also gives the chain's recent pace. */
const FIRST_STEP_BLOCKS = 1_000n;

/**
 * The first block at or after `time` (ms), at most `latest.number + 1` (when `time` is after the newest block).
 * A few header reads: steps back from `latest` at the chain's recent pace until a block before `time` is found (a
 * window of days is one or two steps), then interpolates on the timestamps between the two, halving whenever a
 * guess gains too little (uneven block times, gaps), so it never needs more than about twice a plain bisection.
 */
export async function findBlockAtTime(config: BulkSendConfig, time: number, latest: BlockStamp): Promise<bigint> {
  if (time > latest.timestamp) return latest.number + 1n;
  const read = async (n: bigint) => {
    const block = await readBlockStamp(config, n);
    if (!block) throw new Error(`the node has no block ${n}`);
    return block;
  };

  // Bracket: low.timestamp < time <= high.timestamp.
  let high = latest;
  let low: BlockStamp | undefined;
  let step = FIRST_STEP_BLOCKS;
  let msPerBlock: number | undefined;
  while (!low) {
    if (high.number === 0n) return 0n;
    if (msPerBlock !== undefined) {
      // 10% beyond the estimate at the pace seen so far, and at least twice the last step (denser blocks further back).
      const estimate = BigInt(Math.ceil(((high.timestamp - time) / msPerBlock) * 1.1)) + 1n;
      step = estimate > step * 2n ? estimate : step * 2n;
    }
    const block = await read(high.number > step ? high.number - step : 0n);
    if (block.timestamp < time) {
      low = block;
    } else {
      msPerBlock = Math.max(1, (latest.timestamp - block.timestamp) / Number(latest.number - block.number));
      high = block;
    }
  }

  let bisect = false;
  while (high.number - low.number > 1n) {
    const span = high.number - low.number;
    let guess: bigint;
    if (bisect) {
      guess = low.number + span / 2n;
    } else {
      const ratio = (time - low.timestamp) / Math.max(1, high.timestamp - low.timestamp);
      guess = low.number + BigInt(Math.ceil(Number(span) * ratio));
    }
    if (guess <= low.number) guess = low.number + 1n;
    if (guess >= high.number) guess = high.number - 1n;
    const block = await read(guess);
    if (block.timestamp < time) low = block;
    else high = block;
    // Interpolation that did not halve the interval hands over to halving for the next step.
    bisect = !bisect && (high.number - low.number) * 2n > span;
  }
  return high.number;
}

// The community payout rounds shown as match cards on home four (ids 1 to 48, SPEC §9).
import { MAX_RECIPIENTS } from '@fanout/batch-core';

export interface PayoutRound {
  id: number;
  recipients: number;
  batches: number;
}

const ROUND_COUNT = 48;

export const payoutRounds: PayoutRound[] = Array.from({ length: ROUND_COUNT }, (_, i) => {
  const id = i + 1;
  const recipients = 40 + ((id * 137) % 900);
  return { id, recipients, batches: Math.ceil(recipients / MAX_RECIPIENTS) };
});

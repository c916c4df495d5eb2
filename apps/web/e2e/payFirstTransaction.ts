// The ledger's browser tests start the same way (issue 37): an account pays transaction 1 of a POL list in its own
// browser profile, its wallet refuses transaction 2, and the profile is closed: only the chain knows what was paid.
import { expect } from 'vitest';
import type { ToolChainFixture } from './toolPage.js';
import { paidChunks, prepare, quoteThenSend } from './toolRunsJourney.js';

/** `account` pays transaction 1 of `list` (`transactions` in all) through the chain's own RPC, then closes. */
export async function payFirstTransaction(
  fx: ToolChainFixture,
  account: string,
  list: string[],
  transactions: number,
): Promise<void> {
  const first = await fx.open({ account, acceptDialogs: true });
  await prepare(first.page, list);
  first.wallet.rejectSends.add(2);
  await quoteThenSend(first.page, transactions);
  await expect.poll(() => first.page.getByTestId('send-error').count(), { timeout: 60_000 }).toBe(1);
  await expect.poll(() => paidChunks(first.page), { timeout: 30_000 }).toBe(1);
  await first.context.close();
}

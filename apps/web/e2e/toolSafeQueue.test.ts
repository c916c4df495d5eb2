// Issue 36, finding 3, in Chromium on the local chain: the Safe's queue is part of the ledger. 300 DUSD proposed from
// the Safe App (2 proposals) stay in the Safe's queue; a new browser profile with the list edited (line 1 removed) reads
// that queue from the chain's Safe Transaction Service (a local stand-in answering exactly the one endpoint read,
// `@fanout/test-chain/safe-transaction-service`) before anything is proposed, is told which queued proposal holds which
// of its lines, and proposes nothing; the owners execute the queue: every recipient paid once.

import { type SafeTransactionService, startSafeTransactionService } from '@fanout/test-chain/safe-transaction-service';
import { parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SafeAppSite, safeAppJourney, startSafeAppSite } from './safeAppPage.js';
import type { SafeHost } from './safeHost.js';
import { shown, shownAll } from './shown.js';
import { recipients, tokenBalances } from './toolPage.js';

const notice = (safe: string) =>
  `Inside Safe{Wallet}: paying as the Safe ${safe} (2 of 3 owners sign). Each transaction is proposed; it is paid once the owners sign and execute it.`;
const held = (proposals: string) =>
  `The Safe’s queue already holds 2 proposed transaction(s) paying lines of this list (Safe nonce: lines): ${proposals}. If the owners execute them, proposing now pays those recipients twice. Execute or reject them in Safe{Wallet} first; nothing was proposed`;

let parts: SafeAppSite;
let service: SafeTransactionService;
/** The Safe's queue as the Transaction Service lists it: whatever any profile proposed and the owners did not execute. */
const queued: SafeHost['queue'][] = [];

beforeAll(async () => {
  parts = await startSafeAppSite();
}, 120_000);
afterAll(async () => {
  await parts?.stop();
  await service?.close();
});

describe('the Safe’s queue in the Tool inside Safe{Wallet}', () => {
  it('en: 300 DUSD proposed and queued; a new profile with line 1 removed is told which proposals hold which lines and proposes nothing; paid once', async () => {
    const to = recipients(300, 'safe-queue');
    const amounts = to.map((_, i) => parseUnits(String(1 + (i % 5)), 6));
    const lines = to.map((address, i) => `${address},${1 + (i % 5)}`);
    const total = amounts.reduce((sum, a) => sum + a, 0n);
    const { browser, site, chain, hostServer } = parts;
    const base = { browser, site, chain, hostOrigin: hostServer.origin };
    const safe = await safeAppJourney(base).fundedSafe([3, 4, 5], total);
    service = await startSafeTransactionService(safe.address, () => queued.flatMap((q) => q.map((p) => p.tx)));
    const journey = safeAppJourney({ ...base, safeTransactionService: service.url });

    // Profile 1: the queue is read (empty), then the run's two chunks proposed; the owners have not executed them.
    const first = await journey.openInSafe('en', safe, 'DUSD', lines, notice(safe.address));
    queued.push(first.host.queue);
    try {
      await expect
        .poll(() => first.app.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
        .toBe(2);
      await first.app.getByTestId('send').click();
      await expect.poll(() => first.host.proposed, { timeout: 30_000 }).toBe(2);
      await expect
        .poll(() => shownAll(first.app.getByTestId('run-chunks').locator('li')), { timeout: 30_000 })
        .toEqual([
          'Transaction 1 (lines 1–150): Proposed: sign and execute in Safe{Wallet}',
          'Transaction 2 (lines 151–300): Proposed: sign and execute in Safe{Wallet}',
        ]);
      expect(service.asked).toEqual([
        `/api/v1/safes/${safe.address}/multisig-transactions/?executed=false&nonce__gte=0&limit=100`,
      ]);
      expect(first.errors).toEqual([]);
    } finally {
      await first.context.close();
    }
    expect(await tokenBalances(chain, to.slice(0, 2))).toEqual([0n, 0n]);

    // Profile 2 (nothing stored of profile 1's run), the list without its line 1: new batch ids, lines renumbered. The
    // queue is read before anything is proposed: proposal #0 holds its lines 1–149, #1 its lines 150–299.
    const second = await journey.openInSafe('en', safe, 'DUSD', lines.slice(1), notice(safe.address));
    try {
      await expect
        .poll(() => second.app.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
        .toBe(2);
      await second.app.getByTestId('send').click();
      await expect
        .poll(() => shown(second.app.getByRole('alert').first()), { timeout: 30_000 })
        .toContain(held('#0 1–149; #1 150–299'));
      expect(second.host.proposed).toBe(0);
      expect(second.host.methods).not.toContain('sendTransactions');
      expect(service.asked).toHaveLength(2);
      expect(second.errors).toEqual([]);
    } finally {
      await second.context.close();
    }

    // The owners execute the queue: every recipient paid once (line 1 too, by profile 1's proposal), nothing twice.
    expect(await first.host.executeQueued()).toEqual([1, 1]);
    expect(await tokenBalances(chain, to)).toEqual(amounts);
    expect(await tokenBalances(chain, [safe.address])).toEqual([0n]);
  }, 150_000);
});

// Issue 17 in Chromium on the local chain: the Tool's batch transfer never pays
// anyone twice across reloads, closed pages and new browser profiles (refusing recipients, refused signatures and
// unbroadcast chunks: toolRunsFaults.test.ts; paying a list again, edited lists, two tabs and lost answers:
// toolRunsAgain.test.ts). Every test ends by checking every recipient's balance on
// chain: paid exactly once.
// Each journey runs in one language, the two alternating; a journey that does different things in each (a resume in
// English, an explicit yes in Chinese) runs in both. Both languages' words are complete by the unit tests of the words
// (src/i18n/catalogues.test.ts, src/features/tool/i18n), and each language's TEXT here is what the page shows in the
// journeys run in it.

import { afterEach, describe, expect, it } from 'vitest';
import { holdMining, pendingTransactionCount, releaseMining } from './localMining.js';
import { shown, shownAll } from './shown.js';
import { connect, only, openTransfer, recipients, refuseToLeave, reopenTool, useToolChainFixture } from './toolPage.js';
import {
  accountFor,
  COUNT,
  expectPaidOnce,
  open,
  paidChunks,
  prepare,
  quoteThenSend,
  TEXT,
} from './toolRunsJourney.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();
// A test that holds mining and fails before releasing it must not leave the next tests without blocks.
afterEach(() => releaseMining(fx.chain.rpcUrl));

describe('a run survives the page (issue 17)', () => {
  it.each(only('en'))(
    '1. reload after chunk 1 is paid: the Tool offers to resume chunks 2–3 only and finishes them (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `reload-${language}`);
      const { page, wallet } = await open(fx, { account: accountFor(fx, 1, language), language });
      await prepare(page, list);
      // Chunk 2 is not signed (the member closes the wallet prompt), then the page is reloaded.
      wallet.rejectSends.add(2);
      await quoteThenSend(page, 3);
      await expect.poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 }).toBe(text.rejected);
      await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);
      await page.reload();
      await connect(page, { restoring: true });
      await openTransfer(page);
      const offer = page.getByTestId('resume-offer');
      await expect.poll(() => shown(offer), { timeout: 30_000 }).toMatch(text.offer('1'));
      await offer.getByRole('button', { name: text.resumeRun, exact: true }).click();
      await expect.poll(() => shown(page.getByTestId('send')), { timeout: 30_000 }).toMatch(text.remaining(2));
      await quoteThenSend(page, 2);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(3);
      // Chunk 1 once, chunk 2 refused once, then chunks 2 and 3.
      expect(wallet.sent).toBe(4);
      await expectPaidOnce(fx, list);
    },
  );

  it.each(only('chs'))(
    '1b. reload while chunk 2 waits for the wallet: leaving asks first; after the reload chunks 2–3 only are sent (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `signing-${language}`);
      // No auto-accepted dialogs: this test answers the leave prompt itself. (Both languages use account 13: the chain
      // has 20 accounts; the lists differ and each profile stores only its own runs.)
      const { page, wallet } = await fx.open({ account: fx.account(13), language });
      await prepare(page, list);
      // The wallet's prompt for chunk 2 stays open until the member closes it (here: once the page is gone), and
      // then nothing is broadcast.
      let closePrompt = () => undefined as void;
      wallet.beforeSend.set(
        2,
        () =>
          new Promise<void>((_resolve, reject) => {
            closePrompt = () => reject(Object.assign(new Error('User denied transaction.'), { code: 4001 }));
          }),
      );
      await quoteThenSend(page, 3);
      await expect
        .poll(() => page.getByTestId('run-chunks').locator('li[data-status="signing"]').count(), { timeout: 90_000 })
        .toBe(1);
      // The run is saved as signing just before the wallet is asked: wait until the wallet really shows the prompt
      // (otherwise the resumed chunk 2 would be the wallet's second request, the one this test holds open).
      await expect.poll(() => wallet.sent, { timeout: 30_000 }).toBe(2);
      await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);
      // Issue 19: leaving with a run in progress asks first, and the page stays when the member says no, with chunk 1
      // still shown paid (chunk 2's state is not read here: the browser may settle the wallet's open prompt when the
      // unload is cancelled).
      await refuseToLeave(page);
      await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);
      // The member reloads anyway and confirms leaving; the wallet's prompt goes with the page.
      page.once('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      await page.reload();
      closePrompt();
      await connect(page, { restoring: true });
      await openTransfer(page);
      const offer = page.getByTestId('resume-offer');
      await expect.poll(() => shown(offer), { timeout: 30_000 }).toMatch(text.offer('1'));
      await offer.getByRole('button', { name: text.resumeRun, exact: true }).click();
      await expect.poll(() => shown(page.getByTestId('send')), { timeout: 30_000 }).toMatch(text.remaining(2));
      expect(await shownAll(page.getByTestId('run-chunks').locator('li'))).toEqual([
        expect.stringContaining(text.chunk(1, 1, 174, text.paid)),
        expect.stringContaining(text.chunk(2, 175, 347, text.toSend)),
        expect.stringContaining(text.chunk(3, 348, 520, text.toSend)),
      ]);
      await quoteThenSend(page, 2);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(3);
      // Chunk 1, chunk 2 asked and never broadcast, then chunks 2 and 3.
      expect(wallet.sent).toBe(4);
      await expectPaidOnce(fx, list);
    },
  );

  it.each(only('en'))(
    '2. closed while chunk 2 is signed but not mined, reopened while it still waits: chunk 2 is shown waiting (not offered), recognised once mined, then chunk 3 is offered (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `close-${language}`);
      const { page, wallet, context } = await open(fx, { account: accountFor(fx, 2, language), language });
      await prepare(page, list);
      // Blocks stop just before chunk 2 reaches the node: it is broadcast and waits in the mempool.
      wallet.beforeSend.set(2, () => holdMining(fx.chain.rpcUrl));
      await quoteThenSend(page, 3);
      await expect.poll(() => pendingTransactionCount(fx.chain.rpcUrl), { timeout: 90_000 }).toBe(1);
      await expect
        .poll(() => page.getByTestId('run-chunks').locator('li[data-status="waiting"]').count(), { timeout: 30_000 })
        .toBe(1);
      // The list of a run in progress cannot be edited.
      expect(await page.getByTestId('recipients').getAttribute('readonly')).not.toBeNull();
      await page.close({ runBeforeUnload: true });

      // Reopened while chunk 2 still waits in the mempool (mining is still held).
      const again = await reopenTool(context, fx.baseUrl);
      again.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      await connect(again, { restoring: true });
      await openTransfer(again);
      const offer = again.getByTestId('resume-offer');
      await expect.poll(() => shown(offer), { timeout: 30_000 }).toMatch(text.offer('1'));
      await offer.getByRole('button', { name: text.resumeRun, exact: true }).click();
      await expect.poll(() => shown(again.getByTestId('in-flight')), { timeout: 30_000 }).toBe(text.waiting);
      expect(await shownAll(again.getByTestId('run-chunks').locator('li'))).toEqual([
        expect.stringContaining(text.chunk(1, 1, 174, text.paid)),
        expect.stringContaining(text.chunk(2, 175, 347, text.inFlight)),
        expect.stringContaining(text.chunk(3, 348, 520, text.toSend)),
      ]);
      // Not offered for sending while it waits, however long the member looks (the chain is checked meanwhile).
      expect(await again.getByTestId('send').isDisabled()).toBe(true);
      await again.waitForTimeout(5_000);
      expect(await again.getByTestId('send').isDisabled()).toBe(true);
      expect(await pendingTransactionCount(fx.chain.rpcUrl)).toBe(1);
      expect(wallet.sent).toBe(2);

      await releaseMining(fx.chain.rpcUrl);
      await expect.poll(() => paidChunks(again), { timeout: 60_000 }).toBe(2);
      expect(await again.getByTestId('in-flight').count()).toBe(0);
      await expect.poll(() => shown(again.getByTestId('send')), { timeout: 30_000 }).toMatch(text.remaining(1));
      // Offered once its figures are on screen (they come on their own).
      await expect.poll(() => again.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(false);
      await quoteThenSend(again, 1);
      await expect.poll(() => paidChunks(again), { timeout: 90_000 }).toBe(3);
      expect(wallet.sent).toBe(3);
      await expectPaidOnce(fx, list);
    },
  );

  it('3. a new browser profile with the same list after chunk 1 was paid shows chunk 1 as paid and never resends it', {
    timeout: 300_000,
  }, async () => {
    const list = recipients(COUNT, 'profile');
    const account = fx.account(3);
    const first = await open(fx, { account });
    await prepare(first.page, list);
    first.wallet.rejectSends.add(2);
    await quoteThenSend(first.page, 3);
    await expect.poll(() => first.page.getByTestId('send-error').count(), { timeout: 90_000 }).toBe(1);
    await first.context.close();

    // Another profile: no stored run, nothing in memory; only the chain knows chunk 1 was paid.
    const second = await open(fx, { account, language: 'chs' });
    await prepare(second.page, list);
    await expect
      .poll(() => shown(second.page.getByTestId('already-paid')), { timeout: 30_000 })
      .toBe('此列表的一部分已由此账户支付：第 1 笔交易。只会发送其余部分。');
    await quoteThenSend(second.page, 2);
    await expect
      .poll(() => second.page.getByTestId('run-chunks').locator('li[data-status="paid"]').count(), { timeout: 90_000 })
      .toBe(3);
    expect(second.wallet.sent).toBe(2);
    await expectPaidOnce(fx, list);
  });
});

// Issue 17 and the lost-answer case of issue 19 in Chromium on the local chain: the Tool's batch transfer never pays
// anyone twice across reloads, closed pages, new browser profiles and refused signatures (paying a list again, edited
// lists, two tabs and lost answers: toolRunsAgain.test.ts). Every test ends by checking every recipient's balance on
// chain: paid exactly once.
// Each journey runs in one language, the two alternating; a journey that does different things in each (a resume in
// English, an explicit yes in Chinese) runs in both. Both languages' words are complete by the unit tests of the words
// (src/i18n/catalogues.test.ts, src/features/tool/i18n), and each language's TEXT here is what the page shows in the
// journeys run in it.

import { readFile } from 'node:fs/promises';
import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { holdMining, pendingTransactionCount, releaseMining } from './localMining.js';
import { deployRevertingRecipient, deploySwitchableRecipient, startReverting } from './revertingRecipient.js';
import { shown, shownAll } from './shown.js';
import {
  connect,
  nativeBalances,
  only,
  openTransfer,
  recipients,
  refuseToLeave,
  reopenTool,
  useToolChainFixture,
} from './toolPage.js';
import {
  AMOUNT,
  accountFor,
  COUNT,
  expectPaidOnce,
  LANGUAGES,
  open,
  paidChunks,
  prepare,
  quoteThenSend,
  TEXT,
} from './toolRunsJourney.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

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

  it('4a. a recipient that refuses payments from the start: the quote names its line, nothing can be signed', {
    timeout: 120_000,
  }, async () => {
    // Nothing is signed in this test, so it shares account 4 with test 4.
    const account = fx.account(4);
    const refuser = await deployRevertingRecipient(fx.chain.rpcUrl, fx.account(0));
    const list = recipients(20, 'refuser');
    list[4] = refuser;
    for (const language of LANGUAGES) {
      const { page, wallet } = await open(fx, { account, language });
      await prepare(page, list);
      // The quote comes on its own and finds the refusing line: no press needed to see it.
      const expected =
        language === 'en'
          ? `Nothing was sent. Line 5 (${refuser}): this recipient refuses payments. Remove or fix that line, then send again.`
          : `未发送任何交易。第 5 行（${refuser}）：该收款地址拒绝接收。请删除或修正该行后再发送。`;
      await expect
        .poll(async () => (await shown(page.getByTestId('send-error'))).toLowerCase(), { timeout: 60_000 })
        .toBe(expected.toLowerCase());
      expect(await page.getByTestId('send').isDisabled()).toBe(true);
      expect(wallet.sent).toBe(0);
    }
    const balances = await nativeBalances(fx.chain, list);
    expect(balances.filter((balance) => balance !== 0n)).toEqual([]);
  });

  it.each(only('chs'))(
    '4. a recipient in chunk 2 starts reverting after chunk 1 is sent: the check right before chunk 2 names its line, chunk 2 is not signed (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const operator = fx.account(0);
      const refuser = await deploySwitchableRecipient(fx.chain.rpcUrl, operator);
      const list = recipients(COUNT, `revert-${language}`);
      list[299] = refuser;
      const { page, wallet } = await open(fx, { account: accountFor(fx, 4, language), language });
      await prepare(page, list);
      // It accepts payments while the quote simulates every chunk, and refuses them once chunk 1 is on its way.
      wallet.afterSend.set(1, () => startReverting(fx.chain.rpcUrl, refuser, operator));
      await quoteThenSend(page, 3);
      // The address as the page writes it (checksummed or not) is the same address.
      await expect
        .poll(async () => (await shown(page.getByTestId('send-error'))).toLowerCase(), { timeout: 90_000 })
        .toBe(text.refuses(refuser).toLowerCase());
      expect(await shownAll(page.getByTestId('run-chunks').locator('li'))).toEqual([
        expect.stringContaining(text.chunk(1, 1, 174, text.paid)),
        expect.stringContaining(text.chunk(2, 175, 347, text.toSend)),
        expect.stringContaining(text.chunk(3, 348, 520, text.toSend)),
      ]);
      // Chunk 1 signed and paid; chunk 2 never signed.
      expect(wallet.sent).toBe(1);
      const balances = await nativeBalances(fx.chain, list);
      expect(balances).toEqual(list.map((_, i) => (i < 174 ? parseUnits(AMOUNT, 18) : 0n)));
    },
  );

  it.each(only('en'))(
    '5. the wallet rejects chunk 2: resuming sends chunks 2–3 only; progress names the lines, a summary replaces the cost panel (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `reject-${language}`);
      const { page, wallet } = await open(fx, { account: accountFor(fx, 5, language), language });
      await prepare(page, list);
      wallet.rejectSends.add(2);
      await quoteThenSend(page, 3);
      await expect.poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 }).toBe(text.rejected);
      await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);
      expect(await shown(page.getByTestId('send'))).toMatch(text.remaining(2));
      expect(await page.getByTestId('run-progress').locator('progress').getAttribute('value')).toBe('1');
      await quoteThenSend(page, 2);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(3);
      expect(wallet.sent).toBe(4);
      // Progress names each chunk's lines under a full bar; a summary and the receipts replace the cost panel.
      expect(await shownAll(page.getByTestId('run-chunks').locator('li'))).toEqual([
        expect.stringContaining(text.chunk(1, 1, 174, text.paid)),
        expect.stringContaining(text.chunk(2, 175, 347, text.paid)),
        expect.stringContaining(text.chunk(3, 348, 520, text.paid)),
      ]);
      const bar = page.getByTestId('run-progress').locator('progress');
      expect([await bar.getAttribute('value'), await bar.getAttribute('max')]).toEqual(['3', '3']);
      const summary = page.getByTestId('run-summary');
      await expect.poll(() => shown(summary.getByRole('status'))).toBe(text.summary);
      expect(await page.getByTestId('chunk-estimates').count()).toBe(0);
      expect(await page.getByTestId('approval').count()).toBe(0);
      expect(await page.getByTestId('send').count()).toBe(0);
      expect(await shown(summary.getByTestId('summary-fees'))).toMatch(/^0\.\d+ POL$/);
      expect(Number((await summary.getByTestId('summary-gas').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
      const hashes = await page
        .getByTestId('run-chunks')
        .getByRole('link', { name: text.explorer })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hashes).toHaveLength(3);
      expect(
        await summary
          .getByTestId('summary-links')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(hashes);
      const download = page.waitForEvent('download');
      await summary.getByRole('button', { name: text.receiptsCsv }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      const rows = csv.split('\r\n').filter((row) => /^\d+,0x/.test(row));
      expect(rows).toHaveLength(COUNT);
      // The receipts end on status and finality (issue 27): paid, and final or included.
      expect(rows.every((row) => /,paid,(final|included)$/.test(row))).toBe(true);
      expect(await page.getByTestId('run-history').locator('summary').innerText()).toBe(text.history);
      await expectPaidOnce(fx, list);
    },
  );

  it.each(only('chs'))(
    '8. a chunk the wallet failed before broadcasting is proven unsent by the chain and sent again only on request (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `unsent-${language}`);
      // Both languages use account 10 (the chain has 20 accounts; the lists differ).
      const { page, wallet } = await open(fx, { account: fx.account(10), language });
      await prepare(page, list);
      wallet.failBeforeBroadcast.add(2);
      await quoteThenSend(page, 3);
      await expect
        .poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 })
        .toBe(text.outcomeUnknown);
      const offer = page.getByTestId('resend-offer');
      await expect.poll(() => shown(offer.locator('p')), { timeout: 30_000 }).toBe(text.provenUnsent);
      // Nothing is offered for sending until the member asks for chunk 2 again.
      expect(await page.getByTestId('send').isDisabled()).toBe(true);
      expect(wallet.sent).toBe(2);
      await offer.getByRole('button', { name: text.resendChunk2 }).click();
      await expect.poll(() => shown(page.getByTestId('send')), { timeout: 30_000 }).toMatch(text.remaining(2));
      expect(await page.getByTestId('resend-offer').count()).toBe(0);
      await quoteThenSend(page, 2);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(3);
      expect(wallet.sent).toBe(4);
      await expectPaidOnce(fx, list);
    },
  );
});

// Issue 17 and the lost-answer case of issue 19 in Chromium on the local chain, second part (the first is
// toolRuns.test.ts): paying a list again on purpose, an edited list after a partly paid run, two tabs, and a wallet that
// loses its answer after broadcasting. Every test ends by checking every recipient's balance on chain.
// Each journey runs in one language, the two alternating; a journey that does different things in each (a resume in
// English, an explicit yes in Chinese) runs in both. Both languages' words are complete by the unit tests of the words
// (src/i18n/catalogues.test.ts, src/features/tool/i18n), and each language's TEXT here is what the page shows in the
// journeys run in it.

import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { holdMining, pendingTransactionCount, releaseMining } from './localMining.js';
import { shown } from './shown.js';
import {
  connect,
  nativeBalances,
  only,
  openTransfer,
  recipients,
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

describe('paying the same list again (issue 17)', () => {
  it.each(only('en'))(
    'a paid list is flagged before anything is signed; a payment label pays it again on purpose, once (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(20, `payroll-${language}`);
      const account = accountFor(fx, 8, language);
      const first = await open(fx, { account, language });
      await prepare(first.page, list);
      await quoteThenSend(first.page, 1);
      await expect.poll(() => paidChunks(first.page), { timeout: 90_000 }).toBe(1);
      await first.context.close();

      // Next month, another profile, the same list: the chain says it is paid; nothing can be sent without a label.
      const again = await open(fx, { account, language });
      await prepare(again.page, list);
      await expect
        .poll(() => shown(again.page.getByTestId('already-paid')), { timeout: 30_000 })
        .toBe(
          language === 'en'
            ? 'This list was already paid in full from this account. To pay it again on purpose, give the new payment a label.'
            : '此列表已由此账户全部支付。如需有意再次支付，请为新的付款填写标签。',
        );
      expect(await again.page.getByTestId('send').count()).toBe(0);
      await again.page.getByLabel(text.label).fill('December payroll');
      await expect.poll(() => again.page.getByTestId('already-paid').count(), { timeout: 30_000 }).toBe(0);
      // The earlier payment is finished: this is what a label is for, no double-payment warning.
      expect(await again.page.getByTestId('repeat-warning').count()).toBe(0);
      await quoteThenSend(again.page, 1);
      await expect.poll(() => paidChunks(again.page), { timeout: 90_000 }).toBe(1);
      expect(await shown(again.page.getByTestId('run-summary'))).toContain(
        language === 'en' ? 'Payment label: December payroll' : '付款标签：December payroll',
      );
      expect(again.wallet.sent).toBe(1);
      const balances = await nativeBalances(fx.chain, list);
      expect(balances).toEqual(list.map(() => parseUnits(AMOUNT, 18) * 2n));
    },
  );

  it.each(LANGUAGES)(
    'a label on a partly paid list names the recipients it would pay twice: resume pays only the rest, a second payment needs an explicit yes (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      // 300 recipients: two chunks of 150.
      const list = recipients(300, `partly-${language}`);
      const { page, wallet } = await open(fx, { account: accountFor(fx, 9, language), language });
      await prepare(page, list);
      wallet.rejectSends.add(2);
      await quoteThenSend(page, 2);
      await expect.poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 }).toBe(text.rejected);
      await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);

      // A label changes every batch id: transaction 1's 150 recipients would be paid again. They are named, and
      // nothing can be sent until the member chooses.
      await page.getByLabel(text.label).fill('December payroll');
      const warning = page.getByTestId('repeat-warning');
      await expect.poll(() => shown(warning.locator('p')), { timeout: 30_000 }).toBe(text.repeat);
      const confirm = warning.getByRole('checkbox', { name: text.repeatConfirm });
      expect(await confirm.isChecked()).toBe(false);
      await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(true);
      await page.getByTestId('send').click({ force: true });
      expect(wallet.sent).toBe(2);

      if (language === 'en') {
        // Resume instead: the label goes, only transaction 2 is offered.
        await warning.getByTestId('repeat-resume').click();
        expect(await page.getByLabel(text.label).inputValue()).toBe('');
        await expect.poll(() => shown(page.getByTestId('send')), { timeout: 30_000 }).toMatch(text.remaining(1));
        expect(await page.getByTestId('repeat-warning').count()).toBe(0);
        await quoteThenSend(page, 1);
        await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(2);
        expect(wallet.sent).toBe(3);
        await expectPaidOnce(fx, list);
      } else {
        // The explicit yes: the whole list is paid under the label, transaction 1's recipients a second time.
        await confirm.check();
        await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(false);
        await quoteThenSend(page, 2);
        await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(2);
        expect(wallet.sent).toBe(4);
        const balances = await nativeBalances(fx.chain, list);
        expect(balances).toEqual(list.map((_, i) => parseUnits(AMOUNT, 18) * (i < 150 ? 2n : 1n)));
      }
    },
  );
});

describe('an edited list after a partly paid run', () => {
  it.each(LANGUAGES)(
    'names the lines it would pay again: resume restores the list and pays only the rest, an explicit yes pays them again (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      // 300 recipients: two chunks of 150. Transaction 1 is paid, the wallet refuses transaction 2.
      const list = recipients(300, `edited-${language}`);
      const original = list.map((address) => `${address},${AMOUNT}`).join('\n');
      const { page, wallet } = await open(fx, { account: accountFor(fx, 9, language), language });
      await prepare(page, list);
      wallet.rejectSends.add(2);
      await quoteThenSend(page, 2);
      await expect.poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 }).toBe(text.rejected);
      await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);

      // An edit inside the unpaid transaction (line 300's amount) keeps transaction 1's batch id: the chain still
      // refuses to pay it twice, and only the rest is offered.
      const edited = (drop: number | null, last: string) =>
        list
          .map((address, i) => `${address},${i === 299 ? last : AMOUNT}`)
          .filter((_, i) => i !== drop)
          .join('\n');
      await page.getByTestId('recipients').fill(edited(null, '0.002'));
      await expect.poll(() => page.getByTestId('already-paid').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => shown(page.getByTestId('send')), { timeout: 30_000 }).toMatch(text.remaining(1));
      expect(await page.getByTestId('overlap-warning').count()).toBe(0);

      // Removing line 10 moves every chunk boundary: another list with other batch ids, so the chain cannot tell that
      // its lines 1–149 (transaction 1's recipients but line 10) were just paid. They are named; nothing can be sent.
      await page.getByTestId('recipients').fill(edited(9, AMOUNT));
      const warning = page.getByTestId('overlap-warning');
      await expect
        .poll(() => shown(warning.locator('p')), { timeout: 30_000 })
        .toMatch(
          language === 'en'
            ? /^Careful: lines 1–149 of this list go to 149 recipients your unfinished payment started .+ already paid\. Sending this list pays them a second time\.$/
            : /^注意：此列表第 1–149 行的 149 个收款人已由您开始于 .+ 的未完成付款支付。发送此列表将第二次向他们付款。$/,
        );
      await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(true);
      await page.getByTestId('send').click({ force: true });
      expect(wallet.sent).toBe(2);

      if (language === 'en') {
        // Resume instead: the unfinished payment's list comes back and only its transaction 2 is offered.
        await warning.getByTestId('overlap-resume').click();
        await expect
          .poll(async () => (await page.getByTestId('recipients').inputValue()).toLowerCase(), { timeout: 30_000 })
          .toBe(original.toLowerCase());
        await expect.poll(() => shown(page.getByTestId('send')), { timeout: 30_000 }).toMatch(text.remaining(1));
        expect(await page.getByTestId('overlap-warning').count()).toBe(0);
        await quoteThenSend(page, 1);
        await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(2);
        expect(wallet.sent).toBe(3);
        await expectPaidOnce(fx, list);
      } else {
        // The explicit yes: the edited list is paid in full, transaction 1's recipients but line 10 a second time.
        await warning.getByTestId('overlap-confirm').check();
        await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(false);
        await quoteThenSend(page, 2);
        await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(2);
        expect(wallet.sent).toBe(4);
        const balances = await nativeBalances(fx.chain, list);
        const once = parseUnits(AMOUNT, 18);
        expect(balances).toEqual(list.map((_, i) => (i < 150 && i !== 9 ? once * 2n : once)));
      }
    },
  );
});

describe('two tabs (issue 17)', () => {
  it.each(only('chs'))(
    'a second tab cannot take over a run the first one is sending (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `tabs-${language}`);
      const { page, wallet, context } = await open(fx, { account: accountFor(fx, 7, language), language });
      await prepare(page, list);
      // Chunk 1 waits in the mempool: the first tab holds the run while it waits for the receipt.
      wallet.beforeSend.set(1, () => holdMining(fx.chain.rpcUrl));
      await quoteThenSend(page, 3);
      await expect.poll(() => pendingTransactionCount(fx.chain.rpcUrl), { timeout: 90_000 }).toBe(1);

      const second = await reopenTool(context, fx.baseUrl);
      second.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      await connect(second, { restoring: true });
      await openTransfer(second);
      const offer = second.getByTestId('resume-offer');
      await expect.poll(() => offer.count(), { timeout: 30_000 }).toBe(1);
      await offer.getByRole('button', { name: text.resumeRun, exact: true }).click();
      await expect.poll(() => second.getByTestId('send-error').innerText(), { timeout: 30_000 }).toBe(text.locked);
      // Issue 27: nothing can be sent from the tab that lost the lock.
      const send = second.getByTestId('send');
      expect((await send.count()) === 0 || (await send.isDisabled())).toBe(true);

      await releaseMining(fx.chain.rpcUrl);
      await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(3);
      // Once the first tab is done, the second one reads the run again: every chunk paid, nothing offered.
      await expect.poll(() => paidChunks(second), { timeout: 60_000 }).toBe(3);
      expect(await second.getByTestId('send-error').count()).toBe(0);
      expect(wallet.sent).toBe(3);
      await expectPaidOnce(fx, list);
    },
  );
});

describe('a wallet that loses its answer (issue 19)', () => {
  it.each(only('en'))(
    '-32603 after chunk 2 was broadcast and mined: the chain is checked, chunk 2 is never resent (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const list = recipients(COUNT, `lost-${language}`);
      const { page, wallet } = await open(fx, { account: accountFor(fx, 6, language), language });
      await prepare(page, list);
      wallet.loseAnswerOf.add(2);
      await quoteThenSend(page, 3);
      await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(3);
      expect(await page.getByTestId('send-error').count()).toBe(0);
      expect(wallet.sent).toBe(3);
      await expectPaidOnce(fx, list);
    },
  );
});

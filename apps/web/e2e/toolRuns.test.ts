// Issue 17 and the lost-answer case of issue 19 in Chromium on the local chain: the Tool's batch transfer never pays
// anyone twice across reloads, closed pages, new browser profiles, refused signatures and wallets that lose their
// answer after broadcasting. Every test ends by checking every recipient's balance on chain: paid exactly once.

import { readFile } from 'node:fs/promises';
import { parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdMining, pendingTransactionCount, releaseMining } from './localMining.js';
import { deployRevertingRecipient, deploySwitchableRecipient, startReverting } from './revertingRecipient.js';
import { shown, shownAll } from './shown.js';
import {
  connect,
  nativeBalances,
  type OpenOnChainOptions,
  openTransfer,
  recipients,
  refuseToLeave,
  reopenTool,
  useToolChainFixture,
} from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

/** 520 recipients: three balanced chunks (174 + 173 + 173), so "chunk 2" and "chunk 3" exist. */
const COUNT = 520;
const AMOUNT = '0.001';
const LANGUAGES = ['en', 'chs'] as const;
type Language = (typeof LANGUAGES)[number];

/** What the page says, per language (the run tests are the same in both). */
const TEXT = {
  en: {
    rejected: 'You rejected the request in your wallet.',
    resumeRun: 'Resume',
    offer: (paid: string) => new RegExp(`${paid} of 3 transactions paid`),
    remaining: (count: number) => new RegExp(`^Resume: send the remaining (${count} transactions|transaction)$`),
    locked: 'This payment is being sent from another window. Finish it there.',
    label: 'Payment label (to pay the same list again on purpose)',
    repeat:
      'Careful: an unfinished payment of this list already paid transaction 1 (lines 1–150). With this label it is sent again: its 150 recipients would be paid a second time.',
    repeatConfirm: 'Yes, pay these 150 recipients a second time',
    waiting:
      'Transaction 2 was sent and waits for the chain. It is not sent again; the rest is offered once it is mined.',
    chunk: (index: number, first: number, last: number, state: string) =>
      `Transaction ${index} (lines ${first}–${last}): ${state}`,
    paid: 'paid',
    toSend: 'to send',
    inFlight: 'sent, waiting for the chain',
    refuses: (refuser: string) =>
      `Transaction 2 and the ones after it were not sent (the ones before it are paid). Line 300 (${refuser}): this recipient refuses payments. Remove or fix that line, then send again.`,
    summary: 'Paid 0.52 POL to 520 recipients in 3 transactions.',
    receiptsCsv: 'Receipts (CSV)',
    history: 'Your transfers in this browser (1)',
    explorer: 'View on Polygonscan',
    outcomeUnknown:
      'The wallet reported an error after sending; checking the chain before anything else. Nothing is sent twice: resume once the transaction shows up.',
    provenUnsent:
      'The chain shows transaction 2 was never broadcast: it is not mined and nothing of yours waits to be mined, so nobody in it was paid. You can send it again; the contract refuses it if it was paid after all.',
    resendChunk2: 'Send transaction 2 again',
  },
  chs: {
    rejected: '您已在钱包中拒绝了该请求。',
    resumeRun: '继续',
    offer: (paid: string) => new RegExp(`已支付 ${paid} 笔，共 3 笔交易`),
    remaining: (count: number) => new RegExp(`^继续：发送剩余的(\\s?${count}\\s?笔交易|一笔交易)$`),
    locked: '此付款正在另一个窗口中发送。请在那里完成。',
    label: '付款标签（有意再次支付同一列表时填写）',
    repeat:
      '注意：此列表有一笔未完成的付款，已支付第 1 笔交易（第 1–150 行）。使用此标签会再次发送该交易：其中的 150 个收款人将被第二次支付。',
    repeatConfirm: '是的，向这 150 个收款人第二次付款',
    waiting: '第 2 笔交易已发出，正在等待上链。它不会被再次发送；上链后再提供其余部分。',
    chunk: (index: number, first: number, last: number, state: string) =>
      `第 ${index} 笔交易（第 ${first}–${last} 行）：${state}`,
    paid: '已支付',
    toSend: '待发送',
    inFlight: '已发出，等待上链',
    refuses: (refuser: string) =>
      `第 2 笔交易及之后的交易未发送（之前的交易已支付）。第 300 行（${refuser}）：该收款地址拒绝接收。请删除或修正该行后再发送。`,
    summary: '已向 520 个收款人支付 0.52 POL，共 3 笔交易。',
    receiptsCsv: '回执（CSV）',
    history: '您在此浏览器中的转账（1）',
    explorer: '在 Polygonscan 查看',
    outcomeUnknown: '钱包在发送后报错；先查询链上状态，不会重复发送。交易上链后再继续。',
    provenUnsent:
      '链上显示第 2 笔交易从未广播：它没有上链，也没有您的交易在等待上链，因此其中无人收到付款。您可以重新发送；如果它其实已支付，合约会拒绝重复支付。',
    resendChunk2: '重新发送第 2 笔交易',
  },
} as const;

/** An account of the chain for `n` in `language` (the chs runs use accounts 10 higher: each run has its own). */
function accountFor(n: number, language: Language) {
  return fx.account(language === 'en' ? n : n + 10);
}

// Leaving with a run in progress asks first (issue 19): these tests mean to leave.
function open(options: Omit<OpenOnChainOptions, 'acceptDialogs'>) {
  return fx.open({ ...options, acceptDialogs: true });
}

/** Connects, opens the transfer panel with POL and the list, and waits for the preview. */
async function prepare(page: Page, list: string[]) {
  await connect(page);
  await openTransfer(page);
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
  await page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(list.length.toLocaleString('en'));
}

/** Waits for the quote (it comes as the list and token settle: one row per chunk still to send); one press signs. */
async function quoteThenSend(page: Page, rows: number) {
  await expect
    .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
    .toBe(rows);
  await page.getByTestId('send').click();
}

function paidChunks(page: Page) {
  return page.getByTestId('run-chunks').locator('li[data-status="paid"]').count();
}

async function expectPaidOnce(list: string[]) {
  const balances = await nativeBalances(fx.chain, list);
  expect(balances).toEqual(list.map(() => parseUnits(AMOUNT, 18)));
}

describe('a run survives the page (issue 17)', () => {
  it.each(LANGUAGES)(
    '1. reload after chunk 1 is paid: the Tool offers to resume chunks 2–3 only and finishes them (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `reload-${language}`);
      const { page, wallet } = await open({ account: accountFor(1, language), language });
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
      await expectPaidOnce(list);
    },
  );

  it.each(LANGUAGES)(
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
      await expectPaidOnce(list);
    },
  );

  it.each(LANGUAGES)(
    '2. closed while chunk 2 is signed but not mined, reopened while it still waits: chunk 2 is shown waiting (not offered), recognised once mined, then chunk 3 is offered (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `close-${language}`);
      const { page, wallet, context } = await open({ account: accountFor(2, language), language });
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
      await expectPaidOnce(list);
    },
  );

  it('3. a new browser profile with the same list after chunk 1 was paid shows chunk 1 as paid and never resends it', {
    timeout: 300_000,
  }, async () => {
    const list = recipients(COUNT, 'profile');
    const account = fx.account(3);
    const first = await open({ account });
    await prepare(first.page, list);
    first.wallet.rejectSends.add(2);
    await quoteThenSend(first.page, 3);
    await expect.poll(() => first.page.getByTestId('send-error').count(), { timeout: 90_000 }).toBe(1);
    await first.context.close();

    // Another profile: no stored run, nothing in memory; only the chain knows chunk 1 was paid.
    const second = await open({ account, language: 'chs' });
    await prepare(second.page, list);
    await expect
      .poll(() => shown(second.page.getByTestId('already-paid')), { timeout: 30_000 })
      .toBe('此列表的一部分已由此账户支付：第 1 笔交易。只会发送其余部分。');
    await quoteThenSend(second.page, 2);
    await expect
      .poll(() => second.page.getByTestId('run-chunks').locator('li[data-status="paid"]').count(), { timeout: 90_000 })
      .toBe(3);
    expect(second.wallet.sent).toBe(2);
    await expectPaidOnce(list);
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
      const { page, wallet } = await open({ account, language });
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

  it.each(LANGUAGES)(
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
      const { page, wallet } = await open({ account: accountFor(4, language), language });
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

  it.each(LANGUAGES)(
    '5. the wallet rejects chunk 2: resuming sends chunks 2–3 only; progress names the lines, a summary replaces the cost panel (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `reject-${language}`);
      const { page, wallet } = await open({ account: accountFor(5, language), language });
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
      await expectPaidOnce(list);
    },
  );

  it.each(LANGUAGES)(
    '8. a chunk the wallet failed before broadcasting is proven unsent by the chain and sent again only on request (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `unsent-${language}`);
      // Both languages use account 10 (the chain has 20 accounts; the lists differ).
      const { page, wallet } = await open({ account: fx.account(10), language });
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
      await expectPaidOnce(list);
    },
  );
});

describe('paying the same list again (issue 17)', () => {
  it.each(LANGUAGES)(
    'a paid list is flagged before anything is signed; a payment label pays it again on purpose, once (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(20, `payroll-${language}`);
      const account = accountFor(8, language);
      const first = await open({ account, language });
      await prepare(first.page, list);
      await quoteThenSend(first.page, 1);
      await expect.poll(() => paidChunks(first.page), { timeout: 90_000 }).toBe(1);
      await first.context.close();

      // Next month, another profile, the same list: the chain says it is paid; nothing can be sent without a label.
      const again = await open({ account, language });
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
      const { page, wallet } = await open({ account: accountFor(9, language), language });
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
        await expectPaidOnce(list);
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
      const { page, wallet } = await open({ account: accountFor(9, language), language });
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
        await expectPaidOnce(list);
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
  it.each(LANGUAGES)(
    'a second tab cannot take over a run the first one is sending (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(COUNT, `tabs-${language}`);
      const { page, wallet, context } = await open({ account: accountFor(7, language), language });
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
      await expectPaidOnce(list);
    },
  );
});

describe('a wallet that loses its answer (issue 19)', () => {
  it.each(LANGUAGES)(
    '-32603 after chunk 2 was broadcast and mined: the chain is checked, chunk 2 is never resent (%s)',
    {
      timeout: 300_000,
    },
    async (language) => {
      const list = recipients(COUNT, `lost-${language}`);
      const { page, wallet } = await open({ account: accountFor(6, language), language });
      await prepare(page, list);
      wallet.loseAnswerOf.add(2);
      await quoteThenSend(page, 3);
      await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(3);
      expect(await page.getByTestId('send-error').count()).toBe(0);
      expect(wallet.sent).toBe(3);
      await expectPaidOnce(list);
    },
  );
});

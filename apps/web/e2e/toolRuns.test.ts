// Issue 17 and the lost-answer case of issue 19 in Chromium on the local chain: the Tool's batch transfer never pays
// anyone twice across reloads, closed pages, new browser profiles, refused signatures and wallets that lose their
// answer after broadcasting. Every test ends by checking every recipient's balance on chain: paid exactly once.

import { readFile } from 'node:fs/promises';
import { parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdMining, pendingTransactionCount, releaseMining } from './localMining.js';
import { deployRevertingRecipient } from './revertingRecipient.js';
import {
  connect,
  nativeBalances,
  type OpenOnChainOptions,
  openTransfer,
  recipients,
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
    locked: 'This payment is being sent from another tab or window. Finish it there.',
  },
  chs: {
    rejected: '您已在钱包中拒绝了该请求。',
    resumeRun: '继续',
    offer: (paid: string) => new RegExp(`已支付 ${paid} 笔，共 3 笔交易`),
    remaining: (count: number) => new RegExp(`^继续：发送剩余的(\\s?${count}\\s?笔交易|一笔交易)$`),
    locked: '此付款正在另一个标签页或窗口中发送，请在那里完成。',
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

/** Presses Send twice: the first shows the quote (one row per chunk still to send), the second signs. */
async function quoteThenSend(page: Page, rows: number) {
  await page.getByTestId('send').click();
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
      expect(await paidChunks(page)).toBe(1);
      await page.reload();
      await connect(page, { restoring: true });
      await openTransfer(page);
      const offer = page.getByTestId('resume-offer');
      await expect.poll(() => offer.innerText(), { timeout: 30_000 }).toMatch(text.offer('1'));
      await offer.getByRole('button', { name: text.resumeRun, exact: true }).click();
      await expect.poll(() => page.getByTestId('send').innerText(), { timeout: 30_000 }).toMatch(text.remaining(2));
      await quoteThenSend(page, 2);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(3);
      // Chunk 1 once, chunk 2 refused once, then chunks 2 and 3.
      expect(wallet.sent).toBe(4);
      await expectPaidOnce(list);
    },
  );

  it.each(LANGUAGES)(
    '2. closed (a crash) while chunk 2 is signed but not mined: reopened, chunk 2 is recognised once mined, chunk 3 offered (%s)',
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
      await releaseMining(fx.chain.rpcUrl);

      const again = await reopenTool(context, fx.baseUrl);
      await connect(again, { restoring: true });
      await openTransfer(again);
      const offer = again.getByTestId('resume-offer');
      await expect.poll(() => offer.innerText(), { timeout: 30_000 }).toMatch(text.offer('[12]'));
      await offer.getByRole('button', { name: text.resumeRun, exact: true }).click();
      await expect.poll(() => again.getByTestId('send').innerText(), { timeout: 30_000 }).toMatch(text.remaining(1));
      expect(await paidChunks(again)).toBe(2);
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
      .poll(() => second.page.getByTestId('already-paid').innerText(), { timeout: 30_000 })
      .toBe('此列表的一部分已由此账户支付：第 1 笔交易。只会发送其余部分。');
    await quoteThenSend(second.page, 2);
    await expect
      .poll(() => second.page.getByTestId('run-chunks').locator('li[data-status="paid"]').count(), { timeout: 90_000 })
      .toBe(3);
    expect(second.wallet.sent).toBe(2);
    await expectPaidOnce(list);
  });

  it('4. a recipient that reverts in chunk 2: the check before signing names its line, nothing is signed', {
    timeout: 300_000,
  }, async () => {
    const account = fx.account(4);
    const refuser = await deployRevertingRecipient(fx.chain.rpcUrl, account);
    const list = recipients(COUNT, 'revert');
    list[299] = refuser;
    for (const language of ['en', 'chs'] as const) {
      const { page, wallet } = await open({ account, language });
      await prepare(page, list);
      await page.getByTestId('send').click();
      const expected =
        language === 'en'
          ? `Nothing was sent: line 300 (${refuser}) refuses payments. Remove or fix that line, then send again.`
          : `未发送任何交易：第 300 行（${refuser}）拒绝收款。请删除或修正该行后再发送。`;
      // The address as the page writes it (checksummed or not) is the same address.
      await expect
        .poll(async () => (await page.getByTestId('send-error').innerText()).toLowerCase(), { timeout: 60_000 })
        .toBe(expected.toLowerCase());
      expect(await page.getByTestId('send').isDisabled()).toBe(true);
      expect(wallet.sent).toBe(0);
    }
    const balances = await nativeBalances(fx.chain, list);
    expect(balances.filter((balance) => balance !== 0n)).toEqual([]);
  });

  it('5. the wallet rejects chunk 2: resuming sends chunks 2–3 only', { timeout: 300_000 }, async () => {
    const list = recipients(COUNT, 'reject');
    const { page, wallet } = await open({ account: fx.account(5) });
    await prepare(page, list);
    wallet.rejectSends.add(2);
    await quoteThenSend(page, 3);
    await expect
      .poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 })
      .toBe('You rejected the request in your wallet.');
    expect(await paidChunks(page)).toBe(1);
    expect(await page.getByTestId('send').innerText()).toBe('Resume: send the remaining 2 transactions');
    await quoteThenSend(page, 2);
    await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(3);
    expect(wallet.sent).toBe(4);
    // Progress names each chunk's lines; a summary and the receipts replace the cost panel.
    expect(await page.getByTestId('run-chunks').locator('li').allInnerTexts()).toEqual([
      expect.stringContaining('Transaction 1 (lines 1–174): paid'),
      expect.stringContaining('Transaction 2 (lines 175–347): paid'),
      expect.stringContaining('Transaction 3 (lines 348–520): paid'),
    ]);
    expect(await page.getByTestId('run-progress').locator('progress').getAttribute('value')).toBe('3');
    await expect
      .poll(() => page.getByTestId('run-summary').getByRole('status').innerText())
      .toBe('Paid 0.52 POL to 520 recipients in 3 transactions.');
    const download = page.waitForEvent('download');
    await page.getByTestId('run-summary').getByRole('button', { name: 'Receipts (CSV)' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const rows = csv.split('\r\n').filter((row) => /^\d+,0x/.test(row));
    expect(rows).toHaveLength(COUNT);
    expect(rows.every((row) => row.endsWith(',paid'))).toBe(true);
    expect(await page.getByTestId('run-history').locator('summary').innerText()).toBe(
      'Your transfers in this browser (1)',
    );
    await expectPaidOnce(list);
  });
});

describe('paying the same list again (issue 17)', () => {
  it('a paid list is flagged before anything is signed; a payment label pays it again on purpose, once', {
    timeout: 300_000,
  }, async () => {
    const list = recipients(20, 'payroll');
    const account = fx.account(8);
    const first = await open({ account });
    await prepare(first.page, list);
    await quoteThenSend(first.page, 1);
    await expect.poll(() => paidChunks(first.page), { timeout: 90_000 }).toBe(1);
    await first.context.close();

    // Next month, another profile, the same list: the chain says it is paid; nothing can be sent without a label.
    const again = await open({ account });
    await prepare(again.page, list);
    await expect
      .poll(() => again.page.getByTestId('already-paid').innerText(), { timeout: 30_000 })
      .toBe(
        'This list was already paid in full from this account. To pay it again on purpose, give the new payment a label.',
      );
    expect(await again.page.getByTestId('send').count()).toBe(0);
    await again.page.getByLabel('Payment label (to pay the same list again on purpose)').fill('December payroll');
    await expect.poll(() => again.page.getByTestId('already-paid').count(), { timeout: 30_000 }).toBe(0);
    await quoteThenSend(again.page, 1);
    await expect.poll(() => paidChunks(again.page), { timeout: 90_000 }).toBe(1);
    expect(await again.page.getByTestId('run-summary').innerText()).toContain('Payment label: December payroll');
    expect(again.wallet.sent).toBe(1);
    const balances = await nativeBalances(fx.chain, list);
    expect(balances).toEqual(list.map(() => parseUnits(AMOUNT, 18) * 2n));
  });
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

      await releaseMining(fx.chain.rpcUrl);
      await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(3);
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

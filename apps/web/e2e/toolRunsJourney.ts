// What toolRuns.test.ts and toolRunsAgain.test.ts share: the words each language shows, and the steps of a run.
// (Two files, each with its own chain, so that the journeys of issue 17 run two at a time.)

import { parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { connect, nativeBalances, type OpenOnChainOptions, openTransfer, type ToolChainFixture } from './toolPage.js';

/** 520 recipients: three balanced chunks (174 + 173 + 173), so "chunk 2" and "chunk 3" exist. */
export const COUNT = 520;
export const AMOUNT = '0.001';
export const LANGUAGES = ['en', 'chs'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the page says, per language (the run tests are the same in both). */
export const TEXT = {
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
export function accountFor(fx: ToolChainFixture, n: number, language: Language) {
  return fx.account(language === 'en' ? n : n + 10);
}

// Leaving with a run in progress asks first (issue 19): these tests mean to leave.
export function open(fx: ToolChainFixture, options: Omit<OpenOnChainOptions, 'acceptDialogs'>) {
  return fx.open({ ...options, acceptDialogs: true });
}

/** Connects, opens the transfer panel with POL and the list, and waits for the preview. */
export async function prepare(page: Page, list: string[]) {
  await connect(page);
  await openTransfer(page);
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
  await page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(list.length.toLocaleString('en'));
}

/** Waits for the quote (it comes as the list and token settle: one row per chunk still to send); one press signs. */
export async function quoteThenSend(page: Page, rows: number) {
  await expect
    .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
    .toBe(rows);
  await page.getByTestId('send').click();
}

export function paidChunks(page: Page) {
  return page.getByTestId('run-chunks').locator('li[data-status="paid"]').count();
}

export async function expectPaidOnce(fx: ToolChainFixture, list: string[]) {
  const balances = await nativeBalances(fx.chain, list);
  expect(balances).toEqual(list.map(() => parseUnits(AMOUNT, 18)));
}

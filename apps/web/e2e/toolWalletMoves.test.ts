// Issue 27, scenarios 2 and 3, in Chromium on the local chain: the wallet moves to another network, or to another
// account, in the middle of a run. Nothing is signed on the wrong chain or from the wrong account, the page says so
// naming both chains (or the accounts), the other account is warned before it could pay the list again, and every test
// ends on every recipient's balance: paid exactly once on the run's chain, nothing on the other one.

import { readFile } from 'node:fs/promises';
import { DemoToken__factory } from '@fanout/contracts';
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { JsonRpcProvider, parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shown, spaced } from './shown.js';
import { connect, openTransfer, recipients, type ToolPage, useToolChainFixture } from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();
/** A second local chain with id 1 ("Ethereum" in the served settings): same accounts, BulkSend and token addresses. */
let ethereum: LocalChain;
beforeAll(async () => {
  ethereum = await startLocalChain({ stateFile: false, chainId: 1 });
}, 120_000);
afterAll(async () => {
  await ethereum?.stop();
});

/** 300 recipients: two balanced transactions of 150, so "after transaction 1" exists. */
const COUNT = 300;
const AMOUNT = '0.001';

const TEXT = {
  en: {
    moved:
      'Your wallet moved to Ethereum; switch back to Polygon to go on. Nothing more was sent: the transactions not yet paid stay unpaid.',
    switchBack: 'Switch to Polygon',
    prompt: 'Your wallet is on Ethereum. The Tool runs on Polygon.',
    summary: (symbol: string, total: string) => `Paid ${total} ${symbol} to 300 recipients in 2 transactions.`,
    account: (wallet: string, run: string) =>
      `Your wallet now uses account ${wallet}, but this payment is paid from ${run}. Switch back to ${run} in your wallet to go on; nothing more was sent.`,
    other: (other: string, current: string) =>
      `Account ${other}, also used in this browser, already paid 150 of the 300 recipients of this list (its payment is unfinished). Paying them from ${current} pays them a second time. Switch to ${other} to resume that payment, or confirm below.`,
  },
  chs: {
    moved: '您的钱包已切换到 Ethereum；请切换回 Polygon 以继续。未再发送任何交易：尚未支付的交易仍未支付。',
    switchBack: '切换到 Polygon',
    prompt: '您的钱包当前在 Ethereum，本工具运行在 Polygon。',
    summary: (symbol: string, total: string) => `已向 300 个收款人支付 ${total} ${symbol}，共 2 笔交易。`,
    account: (wallet: string, run: string) =>
      `您的钱包当前使用账户 ${wallet}，但此付款由 ${run} 支付。请在钱包中切换回 ${run} 以继续；未再发送任何交易。`,
    other: (other: string, current: string) =>
      `本浏览器中也使用过的账户 ${other} 已向此列表 300 位收款人中的 150 位付款（那笔付款尚未完成）。用 ${current} 付款将向他们第二次付款。请切换到 ${other} 继续那笔付款，或在下方确认。`,
  },
} as const;

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Connects, opens the transfer panel with `token` and the list, and waits for the preview. */
async function prepare(page: Page, list: string[], token: 'POL' | 'DUSD') {
  await connect(page);
  await openTransfer(page);
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: token });
  await page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(list.length.toLocaleString('en'));
}

/** Waits for the quote (it comes on its own), approves first where the token asks for it, then one press signs. */
async function quoteThenSend(page: Page, rows: number) {
  const approve = page.getByTestId('approve');
  await expect
    .poll(
      async () =>
        (await approve.isVisible()) ? 'approve' : await page.getByTestId('chunk-estimates').locator('tbody tr').count(),
      { timeout: 60_000 },
    )
    .not.toBe(0);
  if (await approve.isVisible()) {
    await approve.click();
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(rows);
  }
  await expect.poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count()).toBe(rows);
  await page.getByTestId('send').click();
}

function chunkStates(page: Page) {
  return page
    .getByTestId('run-chunks')
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-status')));
}

/** Balances of `list` on `chain` in the native coin or the demo token. */
async function balances(chain: LocalChain, list: string[], token: 'POL' | 'DUSD'): Promise<bigint[]> {
  const provider = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true });
  const demo = DemoToken__factory.connect(chain.demoToken, provider);
  const out: bigint[] = [];
  for (const address of list)
    out.push(token === 'POL' ? await provider.getBalance(address) : await demo.balanceOf(address));
  provider.destroy();
  return out;
}

/** Every recipient holds exactly `AMOUNT` on the run's chain and nothing on the other: the list total, paid once. */
async function expectPaidOnceOnPolygon(list: string[], token: 'POL' | 'DUSD') {
  const unit = parseUnits(AMOUNT, token === 'POL' ? 18 : 6);
  expect(await balances(fx.chain, list, token)).toEqual(list.map(() => unit));
  expect(await balances(ethereum, list, token)).toEqual(list.map(() => 0n));
}

describe('the wallet moves to another network mid-run (issue 27, scenario 2)', () => {
  it.each([
    ['en', 'POL', 3],
    ['chs', 'DUSD', 4],
  ] as const)(
    '%s, %s: transaction 2 is never signed on Ethereum; the page names both chains; switching back finishes the run',
    { timeout: 240_000 },
    async (language, token, n) => {
      const list = recipients(COUNT, `moves-${language}-${token}`);
      const tool: ToolPage = await fx.open({
        account: fx.account(n),
        language,
        acceptDialogs: true,
        wallet: { rpcUrls: { 1: ethereum.rpcUrl } },
      });
      const { page, wallet } = tool;
      await prepare(page, list, token);
      // Right after transaction 1 reaches the chain (the approval comes first for the token), the member moves the
      // wallet to Ethereum, where the same account holds coins and tokens and BulkSend sits at the same address.
      wallet.afterSend.set(token === 'POL' ? 1 : 2, () => wallet.moveTo(1));
      await quoteThenSend(page, 2);
      await expect
        .poll(() => page.getByTestId('send-error').innerText(), { timeout: 60_000 })
        .toBe(TEXT[language].moved);
      // Nothing reached Ethereum, and the wallet's chain is named, not "an unknown network".
      expect(wallet.sentOn.get(1) ?? 0).toBe(0);
      expect(await page.locator('.wallet-network-prompt p').textContent()).toBe(TEXT[language].prompt);
      // Issue 37: the wallet's balance on Ethereum is not shown as the run's token.
      expect(
        await page
          .getByTestId('preview')
          .getByText(/^(Your balance|您的余额)$/)
          .count(),
      ).toBe(0);

      // The member switches back from the page's prompt: transaction 1 paid, 2 to send; the rest is sent.
      await page.getByRole('button', { name: TEXT[language].switchBack }).click();
      await expect.poll(() => chunkStates(page), { timeout: 30_000 }).toEqual(['paid', 'pending']);
      await quoteThenSend(page, 1);
      const total = '0.3';
      await expect
        .poll(() => shown(page.getByTestId('run-summary').getByRole('status')), { timeout: 60_000 })
        .toBe(TEXT[language].summary(token, total));
      // Final or included, per transaction, on the page and in the receipts.
      const finality = await page.getByTestId('summary-chunk-finality').locator('li').allTextContents();
      expect(finality).toHaveLength(2);
      for (const line of finality)
        expect(line).toMatch(/(final|included, not final yet|已最终确认|已上链，尚未最终确认)$/);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /Receipts \(CSV\)|回执（CSV）/ }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      const [header, ...rows] = csv.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
      expect(header?.split(',').at(-1)).toBe('finality');
      expect(rows).toHaveLength(COUNT);
      for (const row of rows) expect(row.split(',').at(-1)).toMatch(/^(final|included)$/);
      await expectPaidOnceOnPolygon(list, token);
    },
  );
});

describe('the wallet moves to another account mid-run (issue 27, scenario 3)', () => {
  it.each([
    ['en', 'selected', 5, 6],
    ['chs', 'refuse', 7, 8],
  ] as const)(
    '%s, a wallet that signs a foreign `from` %s: nothing signed as B, B is warned before paying the list, A finishes it',
    { timeout: 240_000 },
    async (language, foreignFrom, a, b) => {
      const list = recipients(COUNT, `accounts-${language}-${foreignFrom}`);
      const accountA = fx.account(a);
      const accountB = fx.account(b);
      const { page, wallet } = await fx.open({
        account: accountA,
        language,
        acceptDialogs: true,
        wallet: { foreignFrom },
      });
      await prepare(page, list, 'POL');
      // Right after transaction 1 reaches the chain, the member selects account B in the wallet.
      wallet.afterSend.set(1, () => wallet.selectAccount(accountB));
      await quoteThenSend(page, 2);
      await expect
        .poll(async () => (await page.getByTestId('send-error').textContent())?.toLowerCase(), { timeout: 60_000 })
        .toBe(TEXT[language].account(short(accountB), short(accountA)).toLowerCase());

      // As B, the same list is named as A's payment, and Send waits for an explicit yes.
      const warning = page.getByTestId('other-account-warning');
      await expect
        .poll(async () => spaced(await warning.locator('p').textContent()).toLowerCase(), { timeout: 30_000 })
        .toBe(TEXT[language].other(short(accountA), short(accountB)).toLowerCase());
      expect(await page.getByTestId('send').isDisabled()).toBe(true);

      // The member goes back to A, which resumes its own payment: only transaction 2 is sent.
      await wallet.selectAccount(accountA);
      await expect.poll(() => chunkStates(page), { timeout: 30_000 }).toEqual(['paid', 'pending']);
      expect(await warning.count()).toBe(0);
      // Issue 37: "Your wallet now uses account B …" no longer applies, so it is gone.
      expect(await page.getByTestId('send-error').count()).toBe(0);
      await quoteThenSend(page, 1);
      await expect
        .poll(() => shown(page.getByTestId('run-summary').getByRole('status')), { timeout: 60_000 })
        .toBe(TEXT[language].summary('POL', '0.3'));
      await expectPaidOnceOnPolygon(list, 'POL');
    },
  );
});

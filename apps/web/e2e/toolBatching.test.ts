// Issue 30's EIP-5792 side in Chromium on the local chain: a wallet that batches atomically (wallet_getCapabilities,
// wallet_sendCalls, wallet_getCallsStatus; see @fanout/test-chain/wallet-bundles) pays an ERC-20 run of 600
// recipients — the approval and 3 chunks — in one confirmation, said before it is asked; a reload while the bundle is
// pending follows it by its stored id to paid without a second request; a wallet that answers "unsupported" keeps one
// transaction at a time.
// Issue 36: a wallet that says it ran the bundle but ran only the approval pays nobody and is shown so, through a
// reload; a wallet that refuses the bundle (5740 too large, 5750 upgrade rejected) gets smaller bundles or one
// transaction at a time, with its reason in words; a bundle mined at once is shown paid at once while the wallet
// still says "pending".
// Every test ends on the recipients' balances. (A wallet without the methods at all: toolMember and toolRuns.)
import { DemoToken__factory } from '@fanout/contracts';
import { JsonRpcProvider, parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shown } from './shown.js';
import {
  connect,
  type OpenOnChainOptions,
  openTransfer,
  recipients,
  tokenBalances,
  useToolChainFixture,
} from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const AMOUNT = '1.5';

const TEXT = {
  en: {
    one: '1 confirmation in your wallet',
    note: 'Your wallet takes the approval and the transactions as one bundle: all of them go through, or none of them.',
    waiting:
      'Your wallet took transactions 1, 2, 3 as one bundle; it is followed until the chain has it. Nothing is asked again.',
    offer: /0 of 3 transactions paid/,
    resume: 'Resume',
    failed: 'The wallet’s bundle failed (status 600): nothing in it was paid, and it can be sent again safely',
    refused:
      'Your wallet will not send these transactions as one bundle (“The user rejected the account upgrade”). Nothing was sent: they now go one at a time, each with its own confirmation',
    eachOf2: '3 confirmations: 1 approval and 2 transactions',
  },
} as const;

function open(options: Omit<OpenOnChainOptions, 'acceptDialogs'>) {
  return fx.open({ ...options, acceptDialogs: true });
}

/** Connects, opens the transfer panel with DUSD and `count` recipients, and waits for the quote's `rows` chunks. */
async function prepare(page: Page, list: string[], rows: number) {
  await connect(page);
  await openTransfer(page);
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'DUSD' });
  await page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(list.length.toLocaleString('en'));
  await expect
    .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
    .toBe(rows);
}

/**
 * An atomic-batching wallet on account `n`, the transfer panel with `count` DUSD recipients in `rows` chunks, and
 * "1 confirmation" said before anything is asked.
 */
async function openAtomic(n: number, count: number, salt: string, rows: number) {
  const account = fx.account(n);
  const list = recipients(count, salt);
  const { page, wallet } = await open({ account, wallet: { batching: 'atomic' } });
  const bundles = wallet.bundles;
  if (!bundles) throw new Error('the wallet has no bundles');
  await prepare(page, list, rows);
  await expect.poll(() => shown(page.getByTestId('confirmations')), { timeout: 30_000 }).toBe(TEXT.en.one);
  return { account, list, page, wallet, bundles };
}

const paidChunks = (page: Page) => page.getByTestId('run-chunks').locator('li[data-status="paid"]').count();

/** Every recipient holds the amount once, and the exact approval is used up. */
async function expectPaidOnce(list: string[], account: string) {
  expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => parseUnits(AMOUNT, 6)));
  const provider = new JsonRpcProvider(fx.chain.rpcUrl, 137, { staticNetwork: true });
  const token = DemoToken__factory.connect(fx.chain.demoToken, provider);
  expect(await token.allowance(account, fx.chain.bulkSend)).toBe(0n);
  provider.destroy();
}

describe('one confirmation where the wallet batches atomically (EIP-5792, issue 30)', () => {
  it('600 DUSD recipients: "1 confirmation" said before it is asked; the approval and 3 chunks go in one bundle', {
    timeout: 240_000,
  }, async () => {
    const account = fx.account(1);
    const list = recipients(600, 'bundle-en');
    const { page, wallet } = await open({ account, wallet: { batching: 'atomic' } });
    await prepare(page, list, 3);
    await expect.poll(() => shown(page.getByTestId('confirmations')), { timeout: 30_000 }).toBe(TEXT.en.one);
    expect(await shown(page.getByTestId('bundle-note'))).toBe(TEXT.en.note);
    // No separate approval step: one Send for the approval and every chunk.
    expect(await page.getByTestId('approve').count()).toBe(0);
    await page.getByTestId('send').click();
    await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(3);
    const bundles = wallet.bundles?.bundles ?? [];
    expect(bundles.map((b) => [b.calls.length, b.status])).toEqual([[4, 200]]);
    expect(bundles[0]?.calls.map((c) => c.to.toLowerCase())).toEqual([
      fx.chain.demoToken.toLowerCase(),
      ...[1, 2, 3].map(() => fx.chain.bulkSend.toLowerCase()),
    ]);
    expect(wallet.sent).toBe(0); // no eth_sendTransaction at all
    await expectPaidOnce(list, account);
  });

  it('a reload while the bundle is pending follows it by its id to paid, without asking the wallet again', {
    timeout: 240_000,
  }, async () => {
    const { account, list, page, wallet, bundles } = await openAtomic(2, 600, 'bundle-reload', 3);
    // The wallet takes the bundle and is still at it (status 100): nothing on chain yet.
    bundles.hold = true;
    await page.getByTestId('send').click();
    await expect.poll(() => shown(page.getByTestId('bundle-status')), { timeout: 60_000 }).toBe(TEXT.en.waiting);
    expect(bundles.bundles.map((b) => b.status)).toEqual([100]);

    await page.reload();
    await connect(page, { restoring: true });
    await openTransfer(page);
    const offer = page.getByTestId('resume-offer');
    await expect.poll(() => shown(offer), { timeout: 30_000 }).toMatch(TEXT.en.offer);
    await offer.getByRole('button', { name: TEXT.en.resume, exact: true }).click();
    await expect.poll(() => shown(page.getByTestId('bundle-status')), { timeout: 30_000 }).toBe(TEXT.en.waiting);
    expect(await page.getByTestId('send').isDisabled()).toBe(true);
    expect(await paidChunks(page)).toBe(0);

    // The wallet finishes the bundle: the page's watch reads its status and the chain, and shows all three paid.
    bundles.hold = false;
    await bundles.release();
    await expect.poll(() => paidChunks(page), { timeout: 60_000 }).toBe(3);
    expect(bundles.bundles.map((b) => [b.calls.length, b.status])).toEqual([[4, 200]]);
    expect(wallet.sent).toBe(0);
    expect(wallet.calls.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1);
    await expectPaidOnce(list, account);
  });

  it('a wallet whose bundles are not atomic ("unsupported") keeps one transaction at a time: 3 confirmations', {
    timeout: 240_000,
  }, async () => {
    const account = fx.account(3);
    const list = recipients(300, 'bundle-nonatomic');
    const { page, wallet } = await open({ account, wallet: { batching: 'non-atomic' } });
    await prepare(page, list, 2);
    await expect.poll(() => shown(page.getByTestId('confirmations')), { timeout: 30_000 }).toBe(TEXT.en.eachOf2);
    expect(wallet.calls).toContain('wallet_getCapabilities');
    await page.getByTestId('approve').click();
    await expect.poll(() => page.getByTestId('approval').innerText(), { timeout: 90_000 }).toBe('No approval needed');
    await expect
      .poll(() => shown(page.getByTestId('confirmations')), { timeout: 60_000 })
      .toBe('2 confirmations in your wallet, one per transaction');
    await page.getByTestId('send').click();
    await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(2);
    expect(wallet.sent).toBe(3);
    expect(wallet.bundles?.bundles).toEqual([]);
    expect(wallet.calls).not.toContain('wallet_sendCalls');
    await expectPaidOnce(list, account);
  });
});

describe('paid only from the chain, and refusals in words, whatever the wallet answers (issue 36)', () => {
  it('a wallet that runs only the approval (status 600): nothing shown paid, not after a reload either; every balance 0', {
    timeout: 180_000,
  }, async () => {
    const { account, list, page, wallet, bundles } = await openAtomic(5, 300, 'bundle-approval-only', 2);
    bundles.misbehave = { runs: 'approval-only', status: 600 };
    await page.getByTestId('send').click();
    await expect.poll(() => shown(page.getByTestId('send-error')), { timeout: 60_000 }).toContain(TEXT.en.failed);
    expect(bundles.bundles.map((b) => [b.calls.length, b.status, b.receipts.length])).toEqual([[3, 600, 1]]);
    expect(await paidChunks(page)).toBe(0);

    await page.reload();
    await connect(page, { restoring: true });
    await openTransfer(page);
    const offer = page.getByTestId('resume-offer');
    await expect.poll(() => shown(offer), { timeout: 30_000 }).toMatch(/0 of 2 transactions paid/);
    expect(await page.locator('body').innerText()).not.toMatch(/already paid/);
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => 0n));
    // The approval did run: the allowance is what it set, and no transfer used any of it.
    const provider = new JsonRpcProvider(fx.chain.rpcUrl, 137, { staticNetwork: true });
    const token = DemoToken__factory.connect(fx.chain.demoToken, provider);
    expect(await token.allowance(account, fx.chain.bulkSend)).toBe(parseUnits(AMOUNT, 6) * 300n);
    provider.destroy();
  });

  it('a wallet that answers 5740 (bundle too large) takes smaller bundles: paid once, no transaction asked alone', {
    timeout: 180_000,
  }, async () => {
    const { account, list, page, wallet, bundles } = await openAtomic(6, 300, 'bundle-5740', 2);
    bundles.refuse = { code: 5740, maxCalls: 2 };
    await page.getByTestId('send').click();
    await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(2);
    expect(bundles.requests).toEqual([3, 2, 1]); // the approval + 2 chunks refused; then the approval + 1; then 1
    expect(bundles.bundles.map((b) => [b.calls.length, b.status])).toEqual([
      [2, 200],
      [1, 200],
    ]);
    expect(wallet.sent).toBe(0);
    expect(await page.getByTestId('send-error').count()).toBe(0);
    await expectPaidOnce(list, account);
  });

  it('a wallet that answers 5750 (upgrade rejected): its reason in words, then one transaction at a time', {
    timeout: 180_000,
  }, async () => {
    const { account, list, page, wallet, bundles } = await openAtomic(7, 300, 'bundle-5750', 2);
    bundles.refuse = { code: 5750 };
    await page.getByTestId('send').click();
    await expect.poll(() => shown(page.getByTestId('send-error')), { timeout: 60_000 }).toContain(TEXT.en.refused);
    expect(await shown(page.getByTestId('send-error'))).not.toMatch(/cancel|replaced/i);
    // Quoted again for one transaction at a time: the approval on its own, then each transaction.
    await expect.poll(() => shown(page.getByTestId('confirmations')), { timeout: 60_000 }).toBe(TEXT.en.eachOf2);
    await page.getByTestId('approve').click();
    await expect.poll(() => page.getByTestId('approval').innerText(), { timeout: 90_000 }).toBe('No approval needed');
    await page.getByTestId('send').click();
    await expect.poll(() => paidChunks(page), { timeout: 120_000 }).toBe(2);
    expect(bundles.requests).toEqual([3]);
    expect(bundles.bundles).toEqual([]);
    expect(wallet.sent).toBe(3);
    await expectPaidOnce(list, account);
  });

  it('a bundle mined at once while the wallet keeps saying "pending" shows paid at once, not at the 300 s timeout', {
    timeout: 120_000,
  }, async () => {
    const { account, list, page, bundles } = await openAtomic(8, 300, 'bundle-lagging', 2);
    bundles.lagging = true; // runs the bundle, answers status 100 with no receipts
    await page.getByTestId('send').click();
    await expect.poll(() => paidChunks(page), { timeout: 45_000 }).toBe(2);
    expect(bundles.bundles.map((b) => [b.calls.length, b.status])).toEqual([[3, 200]]);
    await expectPaidOnce(list, account);
  });
});

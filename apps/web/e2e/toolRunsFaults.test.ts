// Issue 17's fault journeys and the lost-answer case of issue 19 in Chromium on the local chain (split from
// toolRuns.test.ts so no browser file runs much over 150 s; each file has its own chain): a recipient that refuses
// payments from the start or starts reverting mid-run, a wallet that rejects a chunk, and a chunk the wallet failed
// before broadcasting. Every test ends by checking every recipient's balance on chain: paid exactly once, or not at all.
import { readFile } from 'node:fs/promises';
import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { deployRevertingRecipient, deploySwitchableRecipient, startReverting } from './revertingRecipient.js';
import { shown, shownAll } from './shown.js';
import { nativeBalances, only, recipients, useToolChainFixture } from './toolPage.js';
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

describe('a run survives faults (issue 17)', () => {
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

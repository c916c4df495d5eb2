// Issue 27 in Chromium on the local chain, scenarios 1 and 4: the chain is the record of who was paid. A new browser
// profile knows nothing of an earlier payment; the Tool reads this account's past batches from the chain before
// anything is signed and names every line of an edited list it already paid. A payment label is trimmed and compared
// case-insensitively, and paying a list again under a label closes its older run. A line that only looks like an
// earlier payee (address poisoning, issue 38) is stopped before signing. Every test ends on every balance.

import { DemoToken__factory } from '@fanout/contracts';
import { JsonRpcProvider, id as keccakId, parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shown } from './shown.js';
import { storedStatuses } from './storedStatuses.js';
import {
  confirmLookAlikes,
  connect,
  nativeBalances,
  type OpenOnChainOptions,
  only,
  openTransfer,
  recipients,
  tokenBalances,
  useToolChainFixture,
} from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const AMOUNT = '0.001';
const ONCE = parseUnits(AMOUNT, 18);
const LANGUAGES = ['en', 'chs'] as const;
type Language = (typeof LANGUAGES)[number];

const TEXT = {
  en: {
    rejected: 'You rejected the request in your wallet.',
    checked: /^Checked this account's payments on the chain since .+\.$/,
    paidOnChain: (count: number) =>
      new RegExp(
        `^Careful: the chain shows this account already paid ${count} recipients of this list with POL since .+\\. Sending pays them a second time\\.$`,
      ),
    summary: (count: number) => new RegExp(`^${count} lines, first: \\d+(–\\d+)?(, \\d+(–\\d+)?){4} … show all$`),
    showAll: 'show all',
    removePaid: (count: number) => `Remove these ${count} lines from the list`,
    label: 'Payment label (to pay the same list again on purpose)',
    repeatConfirm: 'Yes, pay these 150 recipients a second time',
    paidAll:
      'This list was already paid in full from this account with the label “december payroll”. To pay it again on purpose, use another label.',
    history: 'Your transfers in this browser (2)',
  },
  chs: {
    rejected: '您已在钱包中拒绝了该请求。',
    checked: /^已在链上查询此账户自 .+ 以来的付款。$/,
    paidOnChain: (count: number) =>
      new RegExp(
        `^注意：链上显示此账户自 .+ 以来已用 POL 向此列表中的 ${count} 个收款人付款。发送将第二次向他们付款。$`,
      ),
    summary: (count: number) => new RegExp(`^共 ${count} 行，前几行：\\d+(–\\d+)?(、\\d+(–\\d+)?){4} …… 全部显示$`),
    showAll: '全部显示',
    removePaid: (count: number) => `从列表中删除这 ${count} 行`,
    label: '付款标签（有意再次支付同一列表时填写）',
    repeatConfirm: '是的，向这 150 个收款人第二次付款',
    paidAll: '此列表已由此账户以标签“december payroll”全部支付。如需有意再次支付，请使用其他标签。',
    history: '您在此浏览器中的转账（2）',
  },
} as const;

function open(options: Omit<OpenOnChainOptions, 'acceptDialogs'>) {
  return fx.open({ ...options, acceptDialogs: true });
}

async function fillList(page: Page, list: string[]) {
  await page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(list.length.toLocaleString('en'));
}

async function prepare(page: Page, list: string[]) {
  await connect(page);
  await openTransfer(page);
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
  await fillList(page, list);
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

/** 1-based lines of `list` whose address is in `paid`, as the page writes them ("1–2, 4–149"). */
function linesText(list: string[], paid: Set<string>, language: Language) {
  const lines = list.flatMap((address, i) => (paid.has(address) ? [i + 1] : []));
  const ranges: [number, number][] = [];
  for (const line of lines) {
    const last = ranges.at(-1);
    if (last && last[1] === line - 1) last[1] = line;
    else ranges.push([line, line]);
  }
  const shown = ranges.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)).join(language === 'en' ? ', ' : '、');
  return language === 'en' ? `Lines ${shown}` : `第 ${shown} 行`;
}

/** Chunk 1 (lines 1–150) of a 300-line list paid from a first profile, the wallet refuses chunk 2. */
async function payChunkOne(account: string, language: Language, list: string[]) {
  const first = await open({ account, language });
  await prepare(first.page, list);
  first.wallet.rejectSends.add(2);
  await quoteThenSend(first.page, 2);
  await expect.poll(() => first.page.getByTestId('send-error').count(), { timeout: 90_000 }).toBe(1);
  await expect.poll(() => paidChunks(first.page), { timeout: 30_000 }).toBe(1);
  const hash = await first.page.getByTestId('send-success').locator('code').first().innerText();
  await first.context.close();
  return hash;
}

describe('a new browser profile with an edited list (issue 27, scenario 1)', () => {
  it.each(only('en'))(
    'the chain names the lines already paid, with their transaction, before anything is signed; removing them pays everyone once (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(300, `ledger-${language}`);
      const account = fx.account(language === 'en' ? 1 : 2);
      const hash = await payChunkOne(account, language, list);
      const paid = new Set(list.slice(0, 150));

      // Another profile: no stored run, nothing in memory; only the chain knows chunk 1 was paid.
      const { page, wallet } = await open({ account, language });
      await prepare(page, list.slice(1));
      const history = page.getByTestId('chain-history-text');
      await expect.poll(() => history.innerText(), { timeout: 60_000 }).toMatch(text.checked);
      const warning = page.getByTestId('chain-paid-warning');

      const removed3 = list.filter((_, i) => i !== 2);
      const swapped = [...list];
      [swapped[9], swapped[10]] = [list[10] as string, list[9] as string];
      const sorted = [...list].sort();
      let named = 0;
      for (const edited of language === 'en' ? [removed3, swapped, sorted] : [sorted, removed3]) {
        await fillList(page, edited);
        const expected = linesText(edited, paid, language);
        const count = edited.filter((address) => paid.has(address)).length;
        named = count;
        await expect
          .poll(() => shown(warning.getByTestId('chain-paid-text')), { timeout: 30_000 })
          .toMatch(text.paidOnChain(count));
        const lines = warning.getByTestId('paid-lines');
        if (edited === sorted) {
          // 150 scattered lines: summarised, all of them one press away.
          await expect.poll(() => shown(lines), { timeout: 30_000 }).toMatch(text.summary(count));
          await lines.getByRole('button', { name: text.showAll }).click();
          await expect.poll(() => shown(lines.getByTestId('all-lines'))).toBe(expected);
        } else {
          await expect.poll(() => shown(lines), { timeout: 30_000 }).toBe(expected);
        }
        // When and where: the transaction of chunk 1.
        expect(await warning.getByTestId('chain-paid-transactions').innerText()).toContain(hash);
        await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(true);
      }

      // The member removes the lines the chain named: only the unpaid half is sent, in one transaction.
      await warning.getByRole('button', { name: text.removePaid(named) }).click();
      await expect.poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 }).toBe('150');
      await expect.poll(() => warning.count(), { timeout: 30_000 }).toBe(0);
      await quoteThenSend(page, 1);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(1);
      expect(wallet.sent).toBe(1);
      const balances = await nativeBalances(fx.chain, list);
      expect(balances).toEqual(list.map(() => ONCE));
      expect(balances.reduce((sum, one) => sum + one, 0n)).toBe(ONCE * 300n);
    },
  );
});

describe('payment labels (issue 27, scenario 4)', () => {
  it.each(only('chs'))(
    'paying again under a label closes the older run (never a plain Resume), and "December payroll " is "december payroll" (%s)',
    { timeout: 300_000 },
    async (language) => {
      const text = TEXT[language];
      const list = recipients(300, `label-${language}`);
      const account = fx.account(language === 'en' ? 3 : 4);
      const { page, wallet } = await open({ account, language });
      await prepare(page, list);
      wallet.rejectSends.add(2);
      await quoteThenSend(page, 2);
      await expect.poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 }).toBe(text.rejected);

      // Pay the whole list again under a label with a trailing space, transaction 1's recipients confirmed explicitly.
      await page.getByLabel(text.label).fill('December payroll ');
      const warning = page.getByTestId('repeat-warning');
      await warning.getByRole('checkbox', { name: text.repeatConfirm }).check();
      await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(false);
      await quoteThenSend(page, 2);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(2);
      // The run is finished (re-read from the chain and stored) once its summary shows.
      await page.getByTestId('run-summary').waitFor({ timeout: 60_000 });
      expect(wallet.sent).toBe(4);
      // The summary shows as soon as every chunk is confirmed; the engine then re-reads them and stores the run as
      // finished. Wait for that stored state before the reload.
      await expect.poll(() => page.evaluate(storedStatuses), { timeout: 60_000 }).toContain('finished');

      // The older unlabelled run is closed: after a reload it is listed, never offered as a plain Resume.
      await page.reload();
      await connect(page, { restoring: true });
      await openTransfer(page);
      await expect
        .poll(() => page.getByTestId('run-history').locator('summary').innerText(), { timeout: 30_000 })
        .toBe(text.history);
      const offer = page.getByTestId('resume-offer');
      expect((await offer.count()) > 0 ? await offer.innerText() : '').toBe('');

      // The same label typed again without the space and in lower case is the same payment: already paid in full.
      await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
      await fillList(page, list);
      await page.getByLabel(text.label).fill('december payroll');
      await expect.poll(() => page.getByTestId('already-paid').innerText(), { timeout: 30_000 }).toBe(text.paidAll);
      expect(await page.getByTestId('send').count()).toBe(0);

      const balances = await nativeBalances(fx.chain, list);
      expect(balances).toEqual(list.map((_, i) => (i < 150 ? ONCE * 2n : ONCE)));
    },
  );
});

describe('a second tab with an edited list (issue 37, finding 2)', () => {
  it('tab A pays the list while tab B holds it with line 3 removed: B checks the chain again when Send is pressed and signs nothing', {
    timeout: 300_000,
  }, async () => {
    const list = recipients(300, 'stale-tab');
    const account = fx.account(5);
    // Tab B (its own profile: the same gap holds on a second device) checked the chain and has its figures.
    const b = await open({ account, language: 'en' });
    const edited = list.filter((_, i) => i !== 2);
    await prepare(b.page, edited);
    await expect
      .poll(() => b.page.getByTestId('chain-history-text').innerText(), { timeout: 60_000 })
      .toMatch(TEXT.en.checked);
    await expect
      .poll(() => b.page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(2);
    await expect.poll(() => b.page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(false);

    // Tab A pays the whole list.
    const a = await open({ account, language: 'en' });
    await prepare(a.page, list);
    await quoteThenSend(a.page, 2);
    await expect.poll(() => paidChunks(a.page), { timeout: 90_000 }).toBe(2);

    // Tab B presses Send: the chain is read again first; the 299 lines A paid are named, nothing is signed.
    await b.page.getByTestId('send').click();
    await expect
      .poll(() => shown(b.page.getByTestId('send-error')), { timeout: 60_000 })
      .toMatch(/^Nothing was signed: checked again right before signing/);
    await expect
      .poll(() => shown(b.page.getByTestId('chain-paid-warning').getByTestId('chain-paid-text')), { timeout: 30_000 })
      .toMatch(TEXT.en.paidOnChain(299));
    expect(await b.page.getByTestId('send').isDisabled()).toBe(true);
    expect(b.wallet.sent).toBe(0);
    expect(await nativeBalances(fx.chain, list)).toEqual(list.map(() => ONCE));
  });
});

describe('a look-alike of an earlier payee (issue 38, address poisoning)', () => {
  it('the chain holds a DUSD payment to R and a poisoner’s zero-value transfer from R′: a list paying R′ is stopped before signing, both named and the difference marked, and pays only after the member confirms', {
    timeout: 150_000,
  }, async () => {
    const account = fx.account(6);
    const [paidBefore, other, fresh] = recipients(3, 'poison') as [string, string, string];
    // The poisoner's address: the first 4 and last 4 hex digits of the earlier payee, another middle.
    const poisoned = `${paidBefore.slice(0, 6)}${keccakId('poisoner').slice(2, 34)}${paidBefore.slice(-4)}`;
    const once = parseUnits(AMOUNT, 6);

    /** DUSD: the exact approval first, then one press sends the quoted chunk. */
    async function payDusd(page: Page) {
      await page.getByTestId('approve').click();
      await expect.poll(() => page.getByTestId('approval').innerText(), { timeout: 60_000 }).toBe('No approval needed');
      await quoteThenSend(page, 1);
      await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(1);
    }

    // The chain holds a real earlier payment to `paidBefore`…
    const first = await open({ account, language: 'en' });
    await connect(first.page);
    await openTransfer(first.page);
    await first.page.getByLabel('Pay token').selectOption({ label: 'DUSD' });
    await fillList(first.page, [paidBefore, other]);
    await payDusd(first.page);
    const hash = await first.page.getByTestId('send-success').locator('code').first().innerText();
    await first.context.close();
    // … and the poisoner's zero-value `transferFrom(poisoned, account, 0)`: any address may send it, no key of
    // `poisoned` needed, and the account's token history now shows a transfer "from" the look-alike.
    const provider = new JsonRpcProvider(fx.chain.rpcUrl, 137, { staticNetwork: true });
    const attacker = await provider.getSigner(fx.account(7));
    const planted = await DemoToken__factory.connect(fx.chain.demoToken, attacker).transferFrom(poisoned, account, 0n);
    await planted.wait();
    provider.destroy();

    // Another profile on a phone (only the chain knows that payment): the next list has the look-alike on line 2.
    const { page, wallet } = await open({ account, language: 'en' });
    await connect(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'DUSD' });
    await fillList(page, [fresh, poisoned]);
    const warning = page.getByTestId('look-alike-warning');
    await expect
      .poll(() => shown(warning.getByTestId('look-alike-text')), { timeout: 60_000 })
      .toMatch(/^Careful: 1 line of this list pays an address that looks like another one/);
    const line = warning.getByTestId('look-alike-address');
    const known = warning.getByTestId('look-alike-known');
    expect((await line.innerText()).toLowerCase()).toBe(poisoned);
    expect((await known.innerText()).toLowerCase()).toBe(paidBefore);
    expect(await warning.getByTestId('look-alike-pair').innerText()).toContain('Line 2 pays');
    expect(await warning.getByTestId('look-alike-origin').innerText()).toMatch(
      new RegExp(`^It looks like the address you paid on .+ \\(transaction ${hash}\\):$`),
    );
    // Exactly the differing characters are marked, on both addresses; the visible ends are not.
    const differing = (address: string, than: string) =>
      [...address].filter((c, i) => c.toLowerCase() !== than[i]?.toLowerCase()).join('');
    const marks = async (code: typeof line) => (await code.locator('mark').allInnerTexts()).join('');
    expect(await marks(line)).toBe(differing(await line.innerText(), paidBefore));
    expect(await marks(known)).toBe(differing(await known.innerText(), poisoned));
    expect((await marks(line)).length).toBeGreaterThan(20);
    // The poisoner's transfer is named: on the line, and as poisoning of this account.
    await expect
      .poll(() => warning.getByTestId('look-alike-planted').innerText(), { timeout: 30_000 })
      .toBe(
        `This address sent your account a transfer of nothing (transaction ${planted.hash}): that is how a poisoner plants an address in your history.`,
      );
    const notice = page.getByTestId('poisoning-notice');
    expect(await shown(notice.getByTestId('poisoning-text'))).toMatch(/^Address poisoning: 1 transfer of nothing/);
    expect((await notice.getByTestId('poisoning-from').innerText()).toLowerCase()).toBe(poisoned);
    expect((await notice.getByTestId('poisoning-payee').innerText()).toLowerCase()).toBe(paidBefore);
    // Both addresses wrap on a 375 px screen; nothing is signed until the member's yes.
    await confirmLookAlikes(page);
    await payDusd(page);
    expect(wallet.sent).toBe(2);
    // The look-alike was paid once, after the yes; nobody was paid twice.
    expect(await tokenBalances(fx.chain, [paidBefore, other, fresh, poisoned])).toEqual([once, once, once, once]);
  });
});

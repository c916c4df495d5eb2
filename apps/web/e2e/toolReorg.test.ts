// Issue 37, finding 1 in Chromium on the local chain: a reorganisation after the run finished. The page's chain RPC
// answers `finalized` 64 blocks behind the head (Hardhat answers the head), so paid transactions stay "included"; the
// chain then drops transaction 2 (evm_revert to before it, and 5 new blocks). The open page shows it unpaid again,
// names the reorganisation, takes the summary away, and "send the remaining" asks for exactly that one transaction.
// Ends on every balance.
import { parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaggingFinality, startLaggingFinality } from './laggingFinality.js';
import { shown } from './shown.js';
import { storedStatuses } from './storedStatuses.js';
import { connect, nativeBalances, openTool, openTransfer, recipients, useToolChainFixture } from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();
let lagging: LaggingFinality;

beforeAll(async () => {
  lagging = await startLaggingFinality(fx.chain.rpcUrl, 64n);
});
afterAll(async () => {
  await lagging?.stop();
});

const AMOUNT = '0.001';

async function chain<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(fx.chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

describe('a reorganisation after the run finished (issue 37, finding 1)', () => {
  it('transaction 2 dropped after the summary: shown unpaid and named, then sent again with one signature', {
    timeout: 240_000,
  }, async () => {
    const list = recipients(300, 'reorg-after-finish');
    const tool = await openTool({
      browser: fx.browser,
      baseUrl: fx.baseUrl,
      chain: { ...fx.chain, rpcUrl: lagging.rpcUrl },
      wallet: { account: fx.account(1) },
      language: 'en',
    });
    const { page, wallet } = tool;
    page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    try {
      await connect(page);
      await openTransfer(page);
      await page.getByLabel('Pay token').selectOption({ label: 'POL' });
      await page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
      const rows = page.getByTestId('chunk-estimates').locator('tbody tr');
      const paid = () => page.getByTestId('run-chunks').locator('li[data-status="paid"]').count();

      // Transaction 1 paid, transaction 2 refused in the wallet: the chain before transaction 2 is kept.
      wallet.rejectSends.add(2);
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(2);
      await page.getByTestId('send').click();
      await expect.poll(() => page.getByTestId('send-error').count(), { timeout: 90_000 }).toBe(1);
      await expect.poll(paid, { timeout: 30_000 }).toBe(1);
      const beforeTransaction2 = await chain<string>('evm_snapshot');

      // Transaction 2 paid: the run finishes and its summary shows.
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(1);
      await page.getByTestId('send').click();
      await expect.poll(paid, { timeout: 90_000 }).toBe(2);
      await page.getByTestId('run-summary').waitFor({ timeout: 60_000 });
      // The engine re-reads every chunk before it calls the run finished: wait until it stored it so.
      await expect.poll(() => page.evaluate(storedStatuses), { timeout: 60_000 }).toEqual(['finished']);

      // The chain drops transaction 2 and goes on.
      await chain('evm_revert', [beforeTransaction2]);
      for (let i = 0; i < 5; i++) await chain('evm_mine');
      await expect.poll(paid, { timeout: 30_000 }).toBe(1);
      await expect
        .poll(() => shown(page.getByTestId('chunk-reorged')), { timeout: 30_000 })
        .toMatch(/^A reorganisation of the chain dropped transaction 2/);
      expect(await page.getByTestId('run-summary').count()).toBe(0);

      // "Send the remaining": exactly the dropped transaction, one signature.
      const signed = wallet.sent;
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(1);
      await page.getByTestId('send').click();
      await expect.poll(paid, { timeout: 90_000 }).toBe(2);
      expect(wallet.sent).toBe(signed + 1);
      expect(await nativeBalances(fx.chain, list)).toEqual(list.map(() => parseUnits(AMOUNT, 18)));
    } finally {
      await tool.context.close();
    }
  });
});

// Last in this file: it moves the chain's clock 8.5 days on.
describe('a payment older than the window read by default (issue 37, finding 4)', () => {
  it('a new profile with line 3 removed is told the window does not reach back to BulkSend, and the wider read names the 149 lines; nothing is signed', {
    timeout: 240_000,
  }, async () => {
    const list = recipients(150, 'old-window');
    const account = fx.account(2);
    const first = await fx.open({ account, language: 'en', acceptDialogs: true });
    await connect(first.page);
    await openTransfer(first.page);
    await first.page.getByLabel('Pay token').selectOption({ label: 'POL' });
    await first.page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
    await expect
      .poll(() => first.page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(1);
    await first.page.getByTestId('send').click();
    await expect
      .poll(() => first.page.getByTestId('run-chunks').locator('li[data-status="paid"]').count(), { timeout: 90_000 })
      .toBe(1);
    await first.context.close();

    // 8.5 days later, on the chain and in the browser.
    const later = 8.5 * 24 * 60 * 60;
    await chain('evm_increaseTime', [Math.round(later)]);
    await chain('evm_mine');
    const { page, wallet } = await fx.open({ account, language: 'en', acceptDialogs: true });
    await page.clock.setFixedTime(new Date(Date.now() + later * 1000));
    await page.reload();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await connect(page);
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'POL' });
    const edited = list.filter((_, i) => i !== 2);
    await page.getByTestId('recipients').fill(edited.map((address) => `${address},${AMOUNT}`).join('\n'));
    await expect
      .poll(() => shown(page.getByTestId('chain-history-text')), { timeout: 60_000 })
      .toMatch(/^Checked this account's payments on the chain since .+ only: BulkSend was in use before then/);
    await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(true);

    // The wider read reaches back to BulkSend's deployment and names the lines already paid.
    await page.getByTestId('chain-history-widen').click();
    await expect
      .poll(() => shown(page.getByTestId('chain-paid-warning').getByTestId('chain-paid-text')), { timeout: 60_000 })
      .toMatch(/^Careful: the chain shows this account already paid 149 recipients of this list/);
    expect(await page.getByTestId('send').isDisabled()).toBe(true);
    expect(wallet.sent).toBe(0);
    expect(await nativeBalances(fx.chain, list)).toEqual(list.map(() => parseUnits(AMOUNT, 18)));
  });
});

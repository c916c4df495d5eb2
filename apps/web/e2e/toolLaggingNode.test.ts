// Issue 37, finding 3 in Chromium on the local chain: a node that leaves out its newest logs. Transaction 1 (lines
// 1–200) of a 600-line list is paid through BulkSend v3; a new profile of the same account, line 3 removed, reads the
// chain through an RPC that hides the logs of its newest 30 blocks. BulkSend v3 counts the account's batches: the
// count is above what the node returned, so the page names the node as hiding payments and nothing is sent by default
// (the member's explicit "send anyway" is offered, not taken). The node catches up, the member presses Try again: the
// 199 paid lines are named and removed, the other 400 paid once. Ends on every balance.
import { type LaggingNode, startLaggingNode } from '@fanout/test-chain/lagging-node';
import { parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payFirstTransaction } from './payFirstTransaction.js';
import { shown } from './shown.js';
import { nativeBalances, openTool, recipients, useToolChainFixture } from './toolPage.js';
import { AMOUNT, paidChunks, prepare, quoteThenSend } from './toolRunsJourney.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();
let node: LaggingNode;

beforeAll(async () => {
  node = await startLaggingNode(fx.chain.rpcUrl, { hideNewest: 30n });
});
afterAll(async () => {
  await node?.stop();
});

const ONCE = parseUnits(AMOUNT, 18);

describe('a node that leaves out its newest logs (issue 37, finding 3)', () => {
  it('is named as hiding payments and nothing is sent; once it catches up, Try again names the 199 paid lines and the other 400 are paid once', {
    timeout: 150_000,
  }, async () => {
    expect(fx.chain.bulkSendVersion).toBe('v3');
    const list = recipients(600, 'lagging-node');
    const account = fx.account(3);

    // Transaction 1 paid through the chain's own RPC; the wallet refuses transaction 2.
    await payFirstTransaction(fx, account, list, 3);

    // A new profile, line 3 removed, its chain RPC the lagging node.
    const { page, wallet } = await openTool({
      browser: fx.browser,
      baseUrl: fx.baseUrl,
      chain: { ...fx.chain, rpcUrl: node.rpcUrl },
      wallet: { account },
      language: 'en',
    });
    page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    const edited = list.filter((_, i) => i !== 2);
    await prepare(page, edited);
    const history = page.getByTestId('chain-history');
    await expect
      .poll(() => shown(history.getByTestId('chain-history-text')), { timeout: 60_000 })
      .toMatch(
        /^The chain's node \(RPC\) is hiding payments of this account: BulkSend counts 1 of its batches since .+, the node returned 0\. Anyone the hidden payments paid would be paid again without a warning\./,
      );
    expect(node.logReads).toBeGreaterThan(0);
    expect(await page.getByTestId('chain-paid-warning').count()).toBe(0);
    await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(true);
    // The explicit go-on is offered, not taken: nothing is asked of the wallet.
    const sendAnyway = history.getByRole('checkbox', { name: 'I understand the node may hide payments: send anyway' });
    expect(await sendAnyway.isChecked()).toBe(false);
    expect(wallet.sent).toBe(0);
    expect(await nativeBalances(fx.chain, list)).toEqual(list.map((_, i) => (i < 200 ? ONCE : 0n)));

    // The node catches up; Try again reads the chain again and names the lines already paid.
    node.hideNewest = 0n;
    await history.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => shown(history.getByTestId('chain-history-text')), { timeout: 60_000 })
      .toMatch(/^Checked this account's payments on the chain since .+\.$/);
    const warning = page.getByTestId('chain-paid-warning');
    await expect
      .poll(() => shown(warning.getByTestId('chain-paid-text')), { timeout: 30_000 })
      .toMatch(/^Careful: the chain shows this account already paid 199 recipients of this list with POL since /);
    await warning.getByRole('button', { name: 'Remove these 199 lines from the list' }).click();
    await expect.poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 }).toBe('400');
    await quoteThenSend(page, 2);
    await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(2);
    expect(wallet.sent).toBe(2);
    const balances = await nativeBalances(fx.chain, list);
    expect(balances).toEqual(list.map(() => ONCE));
    expect(balances.reduce((sum, one) => sum + one, 0n)).toBe(ONCE * 600n);
  });
});

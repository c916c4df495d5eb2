// Issue 37, finding 5 in Chromium on the local chain: the recipients' side of the ledger. Account A paid transaction 1
// (lines 1–200) of a 600-line list; account B, in a new browser profile, pastes the same list. B's own history and
// this browser know nothing of A's payment: the chain's record of what the recipients received names A and the 200
// lines before anything is signed. Not confirming sends nothing; B confirms and pays all 600 (the member's choice:
// lines 1–200 are paid twice, as B was told). Ends on every balance.
import { getAddress, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { payFirstTransaction } from './payFirstTransaction.js';
import { shown } from './shown.js';
import { nativeBalances, recipients, useToolChainFixture } from './toolPage.js';
import { AMOUNT, paidChunks, prepare, quoteThenSend } from './toolRunsJourney.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const ONCE = parseUnits(AMOUNT, 18);

describe('another account paid part of the list (issue 37, finding 5)', () => {
  it('B is warned before signing, naming A’s address and the 200 lines; not confirming sends nothing; B confirms and pays all 600', {
    timeout: 150_000,
  }, async () => {
    const list = recipients(600, 'other-sender');
    const accountA = fx.account(1);
    const accountB = fx.account(2);

    // A pays transaction 1 (lines 1–200); its wallet refuses transaction 2.
    await payFirstTransaction(fx, accountA, list, 3);
    expect(await nativeBalances(fx.chain, list)).toEqual(list.map((_, i) => (i < 200 ? ONCE : 0n)));

    // B, another account in a new profile, the same list: nothing stored, its own history empty.
    const { page, wallet } = await fx.open({ account: accountB, acceptDialogs: true });
    await prepare(page, list);
    await expect
      .poll(() => shown(page.getByTestId('chain-history-text')), { timeout: 60_000 })
      .toMatch(/^Checked this account's payments on the chain since .+\.$/);
    const warning = page.getByTestId('other-senders-warning');
    await expect
      .poll(() => shown(warning.getByTestId('other-senders-text')), { timeout: 60_000 })
      .toMatch(
        /^Careful: the chain shows 200 recipients of this list already received POL through BulkSend since .+ from another sender\. Sending pays them a second time\.$/,
      );
    expect(await warning.getByTestId('other-sender').count()).toBe(1);
    expect(await warning.getByTestId('other-sender-address').textContent()).toBe(getAddress(accountA));
    expect(await shown(warning.getByTestId('other-sender-lines'))).toBe('Lines 1–200');
    expect(await shown(warning.getByTestId('other-sender'))).toMatch(/^200 lines of this list, last on .+, paid by 0x/);

    // Not confirming: the quote comes, Send stays disabled, nothing is asked of the wallet.
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(3);
    expect(await page.getByTestId('send').isDisabled()).toBe(true);
    expect(wallet.sent).toBe(0);
    expect(await nativeBalances(fx.chain, list)).toEqual(list.map((_, i) => (i < 200 ? ONCE : 0n)));

    // B confirms (its choice: pay the 200 a second time) and sends the whole list.
    await warning.getByTestId('other-senders-confirm').check();
    await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(false);
    await quoteThenSend(page, 3);
    await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(3);
    expect(wallet.sent).toBe(3);
    const balances = await nativeBalances(fx.chain, list);
    expect(balances).toEqual(list.map((_, i) => (i < 200 ? 2n * ONCE : ONCE)));
    expect(balances.reduce((sum, one) => sum + one, 0n)).toBe(ONCE * 800n);
  });
});

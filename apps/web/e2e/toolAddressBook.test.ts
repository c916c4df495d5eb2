// Issue 38 in Chromium on the local chain: the member's address book and plain token transfers as past payees. A
// Safe{Wallet} address-book CSV is imported (its bad row named by line and reason), a list with a look-alike of a
// book entry and a look-alike of an address the account paid with a plain ERC-20 transfer (not through BulkSend) is
// stopped before signing, each named by where it comes from, and pays only after the member confirms; the book's
// names are shown in the preview, the summary and the receipts CSV; the book's CSV export imports back to the same
// book. On a 375 px phone. Ends on every balance.

import { DemoToken__factory } from '@fanout/contracts';
import { getAddress, JsonRpcProvider, id as keccakId, parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shown } from './shown.js';
import {
  confirmLookAlikes,
  connect,
  openTransfer,
  pressApprove,
  recipients,
  tokenBalances,
  useToolChainFixture,
} from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const AMOUNT = '0.001';

/** The address with the same first 4 and last 4 hex digits as `address` and another middle. */
function lookAlikeOf(address: string, salt: string): string {
  return `${address.slice(0, 6)}${keccakId(salt).slice(2, 34)}${address.slice(-4)}`;
}

/** The text of the file a press on `button` downloads. */
async function downloaded(page: Page, press: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

describe('the address book and plain transfers in the look-alike check (issue 38)', () => {
  it('a Safe CSV book is imported; look-alikes of a book entry and of a plain ERC-20 payee are stopped and named; names in the preview, summary and receipts; the export imports back', {
    timeout: 150_000,
  }, async () => {
    const account = fx.account(5);
    const [alice, bob, plainPayee, fresh] = recipients(4, 'book') as [string, string, string, string];
    const aliceTwin = lookAlikeOf(alice, 'alice-poisoner');
    const plainTwin = lookAlikeOf(plainPayee, 'plain-poisoner');
    const once = parseUnits(AMOUNT, 6);

    // The account paid `plainPayee` with a plain DUSD transfer from its wallet: no BulkSend involved.
    const provider = new JsonRpcProvider(fx.chain.rpcUrl, 137, { staticNetwork: true });
    const signer = await provider.getSigner(account);
    const plain = await DemoToken__factory.connect(fx.chain.demoToken, signer).transfer(plainPayee, 5n);
    await plain.wait();
    provider.destroy();

    // A phone.
    const { page, wallet } = await fx.open({ account, language: 'en', acceptDialogs: true });
    await connect(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await openTransfer(page);

    // Safe{Wallet}'s address-book CSV: two good rows (one for this chain, one for every chain) and a bad one.
    const book = page.getByTestId('address-book');
    await book.locator('summary').click();
    const safeCsv = `address,name,chainId\n${alice},Alice,137\n${bob},"Bob, payroll",\n0x1234,Nobody,137\n`;
    await page
      .getByTestId('book-file')
      .setInputFiles({ name: 'safe-address-book.csv', mimeType: 'text/csv', buffer: Buffer.from(safeCsv) });
    await expect
      .poll(() => shown(book.getByTestId('book-import-report').locator('p').first()))
      .toBe('Read safe-address-book.csv: 2 new, 0 renamed.');
    expect(await shown(book.getByTestId('book-import-error'))).toBe('Line 4: not a valid address (0x1234)');
    expect(await book.getByTestId('book-entry-name').allInnerTexts()).toEqual(['Alice', 'Bob, payroll']);

    // The list: Alice's look-alike, Bob himself, the plain payee's look-alike, a new address.
    await page.getByLabel('Pay token').selectOption({ label: 'DUSD' });
    const list = [aliceTwin, bob, plainTwin, fresh];
    await page.getByTestId('recipients').fill(list.map((address) => `${address},${AMOUNT}`).join('\n'));
    await expect.poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 }).toBe('4');
    // Bob's name beside his address in the preview.
    expect(await shown(page.getByTestId('preview-names').getByTestId('book-name'))).toBe(
      `Line 2: Bob, payroll ${getAddress(bob)}`,
    );

    // Both look-alikes are stopped before anything is signed, each named by where the other address comes from.
    const warning = page.getByTestId('look-alike-warning');
    await expect.poll(() => warning.getByTestId('look-alike-pair').count(), { timeout: 60_000 }).toBe(2);
    expect(await shown(warning.getByTestId('look-alike-text'))).toMatch(/^Careful: 2 lines of this list pay/);
    const pairs = warning.getByTestId('look-alike-pair');
    expect((await pairs.nth(0).getByTestId('look-alike-address').innerText()).toLowerCase()).toBe(aliceTwin);
    expect((await pairs.nth(0).getByTestId('look-alike-known').innerText()).toLowerCase()).toBe(alice);
    expect(await pairs.nth(0).getByTestId('look-alike-origin').innerText()).toBe(
      'It looks like “Alice” in your address book:',
    );
    expect((await pairs.nth(1).getByTestId('look-alike-address').innerText()).toLowerCase()).toBe(plainTwin);
    expect((await pairs.nth(1).getByTestId('look-alike-known').innerText()).toLowerCase()).toBe(plainPayee);
    expect(await pairs.nth(1).getByTestId('look-alike-origin').innerText()).toBe(
      `It looks like the address your account sent this token to (transaction ${plain.hash}):`,
    );
    // Nothing runs off the side of a 375 px screen (the book's panel included); nothing is signed before the yes.
    await confirmLookAlikes(page);
    // Then the approval and one press on Send.
    await pressApprove(page, () => wallet.sent > 0);
    await expect.poll(() => page.getByTestId('approval').innerText(), { timeout: 60_000 }).toBe('No approval needed');
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(1);
    await page.getByTestId('send').click();
    const summary = page.getByTestId('run-summary');
    await summary.waitFor({ timeout: 90_000 });
    expect(wallet.sent).toBe(2);

    // The summary and the receipts CSV name Bob.
    expect(await shown(summary.getByTestId('summary-names').getByTestId('book-name'))).toBe(
      `Line 2: Bob, payroll ${getAddress(bob)}`,
    );
    const receipts = await downloaded(page, () => summary.getByRole('button', { name: /^Receipts \(CSV/ }).click());
    const rows = receipts.text.split('\r\n');
    expect(rows[0]).toMatch(/^line,address,name,amount,/);
    expect(rows[2]?.toLowerCase()).toMatch(new RegExp(`^2,${bob},"bob, payroll",0\\.001,`));
    expect(rows[1]?.toLowerCase()).toMatch(new RegExp(`^1,${aliceTwin},,0\\.001,`));

    // The book's CSV export is Safe{Wallet}'s format and imports back to the same book.
    const exported = await downloaded(page, () => book.getByTestId('book-export-csv').click());
    expect(exported.name).toBe('fanout-address-book.csv');
    const exportedRows = exported.text.split('\r\n');
    expect(exportedRows[0]).toBe('address,name,chainId');
    expect(exportedRows.slice(1, 3).map((row) => row.toLowerCase())).toEqual([
      `${alice},alice,137`,
      `${bob},"bob, payroll",`,
    ]);
    await page
      .getByTestId('book-file')
      .setInputFiles({ name: exported.name, mimeType: 'text/csv', buffer: Buffer.from(exported.text) });
    await expect
      .poll(() => shown(book.getByTestId('book-import-report').locator('p').first()))
      .toBe('Read fanout-address-book.csv: 0 new, 0 renamed.');
    expect(await book.getByTestId('book-import-errors').count()).toBe(0);
    expect(await book.getByTestId('book-entry-name').allInnerTexts()).toEqual(['Alice', 'Bob, payroll']);

    // Every recipient was paid exactly once; the plain payee holds only its plain transfer, Alice nothing.
    expect(await tokenBalances(fx.chain, [...list, plainPayee, alice])).toEqual([once, once, once, once, 5n, 0n]);
  });
});

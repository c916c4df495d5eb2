// The steps of a POL list journey on /tool that the ledger's browser tests share: connect, the transfer panel with POL
// and the list (its preview counted), the quote then Send, the chunks the page shows paid.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { connect, openTransfer } from './toolPage.js';

/** Connects, opens the transfer panel with POL and `list` (each line paid `amount`), and waits for the preview. */
export async function preparePolList(page: Page, list: readonly string[], amount: string): Promise<void> {
  await connect(page);
  await openTransfer(page);
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
  await page.getByTestId('recipients').fill(list.map((address) => `${address},${amount}`).join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(list.length.toLocaleString('en'));
}

/** Waits for the quote (one row per chunk still to send), then presses Send once. */
export async function quoteThenSend(page: Page, rows: number): Promise<void> {
  await expect
    .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
    .toBe(rows);
  await page.getByTestId('send').click();
}

/** How many of the run's transactions the page shows paid. */
export function paidChunks(page: Page): Promise<number> {
  return page.getByTestId('run-chunks').locator('li[data-status="paid"]').count();
}

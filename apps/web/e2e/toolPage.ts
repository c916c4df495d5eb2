// Shared steps of the Tool's browser tests: one local chain per suite file (useToolChainFixture), open /tool on it with
// the test wallet, connect, open the transfer panel, fill a list, and check balances on chain at the end.
import { DemoToken__factory } from '@fanout/contracts';
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { JsonRpcProvider, id as keccakId } from 'ethers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { pickMetaMask } from '../scripts/pickMetaMask.mjs';
import { launchBrowser } from './launchBrowser.js';
import { type OpenedPage, openPage } from './openPage.js';
import { configureToolChain } from './toolChainConfig.js';
import { injectToolWallet, type ToolWallet, type ToolWalletOptions } from './toolWallet.js';

export interface ToolPage extends OpenedPage {
  wallet: ToolWallet;
}

export interface OpenToolOptions {
  browser: Browser;
  baseUrl: string;
  chain: LocalChain;
  wallet: Partial<ToolWalletOptions> & { account: string };
  language?: 'en' | 'chs';
  viewport?: { width: number; height: number };
  /** Inject no wallet at all (a browser without one). */
  noWallet?: boolean;
}

/** A new browser context (a fresh profile: no storage) on /tool with the local chain and the test wallet. */
export async function openTool(options: OpenToolOptions): Promise<ToolPage> {
  const opened = await openPage(options.browser, options.baseUrl, {
    ...(options.language ? { language: options.language } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  await configureToolChain(opened.context, options.chain);
  const wallet = options.noWallet
    ? ({} as ToolWallet)
    : await injectToolWallet(opened.context, { rpcUrl: options.chain.rpcUrl, ...options.wallet });
  await opened.page.goto(`${options.baseUrl}/#/tool`);
  await opened.page.getByRole('heading', { level: 2 }).first().waitFor();
  return { ...opened, wallet };
}

export interface ToolChainFixture {
  browser: Browser;
  baseUrl: string;
  /** The suite file's local chain (started in beforeAll). */
  chain: LocalChain;
  /** openTool on this file's browser, site and chain; the context is closed after the file. */
  open: (options: OpenOnChainOptions) => Promise<ToolPage>;
  /** `chain.accounts[n].address`. */
  account: (n: number) => string;
}

export interface OpenOnChainOptions extends Omit<OpenToolOptions, 'browser' | 'baseUrl' | 'chain' | 'wallet'> {
  /** The wallet's account (e.g. fixture.account(3)). */
  account: string;
  /** More wallet behaviour (wrong network, refused signatures). */
  wallet?: Partial<ToolWalletOptions>;
  /** Accept every dialog (leaving with a run in progress asks first): for tests that mean to leave. */
  acceptDialogs?: boolean;
}

/**
 * The fixture of a Tool suite file: the shared site, this file's Chromium and one local Hardhat chain (id 137,
 * BulkSend, 6-decimal demo token) for all its tests; every opened context is closed and the chain stopped after it.
 */
export function useToolChainFixture(): ToolChainFixture {
  const opened: OpenedPage[] = [];
  const fixture: ToolChainFixture = {
    browser: undefined as unknown as Browser,
    baseUrl: inject('baseUrl'),
    chain: undefined as unknown as LocalChain,
    account: (n) => fixture.chain.accounts[n]?.address ?? '',
    open: async ({ acceptDialogs, account, wallet, ...options }) => {
      const tool = await openTool({
        ...options,
        wallet: { ...wallet, account },
        browser: fixture.browser,
        baseUrl: fixture.baseUrl,
        chain: fixture.chain,
      });
      opened.push(tool);
      if (acceptDialogs) tool.page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      return tool;
    },
  };
  beforeAll(async () => {
    // Chromium and the chain start side by side.
    [fixture.browser, fixture.chain] = await Promise.all([launchBrowser(), startLocalChain({ stateFile: false })]);
  }, 120_000);
  afterAll(async () => {
    for (const page of opened) await page.context.close().catch(() => undefined);
    await fixture.browser?.close();
    await fixture.chain?.stop();
  });
  return fixture;
}

/** Another page in the same context (same profile and storage), on /tool. */
/**
 * Closing the page while something is at stake (a run in progress, keys not saved) asks first; the member says no and
 * the page stays.
 */
export async function refuseToLeave(page: Page): Promise<void> {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
}

export async function reopenTool(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#/tool`);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  return page;
}

const DISCONNECTED = /^(Connect|连接钱包)$/;

/** Connects through the nav's Connect button, or waits for the session a reload restores. */
export async function connect(page: Page, options: { restoring?: boolean } = {}): Promise<void> {
  const button = page.getByTestId('connect-button');
  if (options.restoring) {
    // After a reload the stored session reconnects by itself: clicking meanwhile would race it. The reload loads the
    // page again: on a loaded machine (a fresh run's busiest minutes) that took over 20 s.
    await expect.poll(() => button.innerText(), { timeout: 60_000 }).not.toMatch(DISCONNECTED);
    return;
  }
  await pickMetaMask(page);
  // The sign-in is a round trip to the API (a nonce, the wallet's signature, a session): the first of a loaded machine's
  // run took over 20 s.
  await expect.poll(() => button.innerText(), { timeout: 60_000 }).not.toMatch(DISCONNECTED);
  await page.keyboard.press('Escape');
  // The dialog closes by itself once signed in, or by Escape: nothing may cover the page after this.
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
}

export async function openTransfer(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Transfer in batches|批量转账/ }).click();
  await page.getByTestId('recipients').waitFor();
}

/** Recipient addresses that differ in their visible ends (no look-alike warnings). */
export function recipients(count: number, salt: string): string[] {
  return Array.from({ length: count }, (_, i) => `0x${keccakId(`${salt}-${i}`).slice(26)}`);
}

/** Native balances of `addresses`, read from the node. */
export async function nativeBalances(chain: LocalChain, addresses: string[]): Promise<bigint[]> {
  const provider = new JsonRpcProvider(chain.rpcUrl, 137, { staticNetwork: true });
  const balances: bigint[] = [];
  for (const address of addresses) balances.push(await provider.getBalance(address));
  provider.destroy();
  return balances;
}

/** Demo-token balances of `addresses`, read from the node. */
export async function tokenBalances(chain: LocalChain, addresses: string[]): Promise<bigint[]> {
  const provider = new JsonRpcProvider(chain.rpcUrl, 137, { staticNetwork: true });
  const token = DemoToken__factory.connect(chain.demoToken, provider);
  const balances: bigint[] = [];
  for (const address of addresses) balances.push(await token.balanceOf(address));
  provider.destroy();
  return balances;
}

/**
 * A journey run in one language of the two: the same steps again in the other language cost a browser run and show
 * no new behaviour (both languages' words are complete by the unit tests of the catalogues, src/i18n and
 * src/features/tool/i18n). Journeys that do different things per language keep both. Typed as either language, so a
 * test's `language === 'en'` branches stay as they are.
 */
export function only(language: 'en' | 'chs'): ('en' | 'chs')[] {
  return [language];
}

/**
 * A look-alike warning on screen (issue 38): nothing runs off the side of the screen (both addresses wrap), nothing
 * can be signed, the approval included, until the member says these are the addresses meant; then the member says so.
 */
export async function confirmLookAlikes(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('approve').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('approve').isDisabled()).toBe(true);
  await page
    .getByTestId('look-alike-warning')
    .getByRole('checkbox', { name: 'These addresses are not the ones I paid before: I checked them, yes, pay them' })
    .check();
}

/**
 * Presses Approve until `started()` says the approval is under way (e.g. the wallet was asked, or Send is offered). A click that lands as the button turns disabled (a chain read or
 * a quote starting as the list settles, more likely under load) does nothing, as for a member: press again while the
 * approval is still offered and idle. While it is signed or mined the button is disabled.
 */
export async function pressApprove(page: Page, started: () => boolean | Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await started()) return true;
        const approve = page.getByTestId('approve');
        if ((await approve.count()) > 0 && (await approve.isEnabled())) {
          await approve.click({ timeout: 1000 }).catch(() => undefined);
        }
        return false;
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBe(true);
}

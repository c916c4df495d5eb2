// The Tool inside Safe{Wallet} as the browser tests open it (toolSafeApp, toolSafeQueue): a funded 2-of-3 Safe on the
// local chain, and a fresh browser profile whose page is framed by the test's Safe{Wallet} host, on the transfer panel.
import { DemoToken__factory } from '@fanout/contracts';
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { parseUnits, Wallet } from 'ethers';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from './launchBrowser.js';
import { openPage } from './openPage.js';
import { deployTestSafe, openSafeHost, startHostServer, type TestSafe } from './safeHost.js';
import { shown } from './shown.js';
import { type Site, startSite } from './startSite.js';
import { configureToolChain } from './toolChainConfig.js';

/** The site listed as a Safe App (framed only by the test's Safe{Wallet} host origin), a browser and a local chain. */
export type SafeAppSite = {
  hostServer: Awaited<ReturnType<typeof startHostServer>>;
  site: Site;
  browser: Browser;
  chain: LocalChain;
  stop(): Promise<void>;
};

export async function startSafeAppSite(): Promise<SafeAppSite> {
  // The site as an operator lists it as a Safe App: framed by Safe{Wallet} (here the test's host origin) only.
  const hostServer = await startHostServer();
  const [site, browser, chain] = await Promise.all([
    startSite({ CSP_FRAME_ANCESTORS: hostServer.origin }),
    launchBrowser(),
    startLocalChain({ stateFile: false }),
  ]);
  return {
    hostServer,
    site,
    browser,
    chain,
    async stop() {
      await browser.close();
      await chain.stop();
      await site.stop();
      await hostServer.close();
    },
  };
}

export type SafeAppJourneyParts = {
  browser: Browser;
  site: Site;
  chain: LocalChain;
  hostOrigin: string;
  /** The node's Safe Transaction Service (a local stand-in), given to the page's chain settings. */
  safeTransactionService?: string;
};

export function safeAppJourney(parts: SafeAppJourneyParts) {
  const { browser, site, chain } = parts;
  const key = (n: number) => chain.accounts[n]?.privateKey as string;
  return {
    /** A fresh Safe of three owners holding `tokens` DUSD base units and 1 POL (for the operator fees). */
    async fundedSafe(owners: number[], tokens: bigint): Promise<TestSafe> {
      const test = await deployTestSafe(chain.rpcUrl, key(0), owners.map(key));
      const funder = new Wallet(key(0), test.provider);
      if (tokens > 0n) {
        const token = DemoToken__factory.connect(chain.demoToken, funder);
        await (await token.transfer(test.address, tokens)).wait();
      }
      await (await funder.sendTransaction({ to: test.address, value: parseUnits('1', 18) })).wait();
      return test;
    },
    /**
     * The Tool framed by the host page (its notice reads `notice`), as the Safe, on the transfer panel with `list`
     * and `token` (or a collection).
     */
    async openInSafe(
      language: 'en' | 'chs',
      test: TestSafe,
      token: 'DUSD' | 'POL' | { collection: string },
      list: string[],
      notice: string,
    ) {
      const opened = await openPage(browser, site.baseUrl, { language });
      await configureToolChain(opened.context, {
        ...chain,
        ...(parts.safeTransactionService ? { safeTransactionService: parts.safeTransactionService } : {}),
      });
      const host = await openSafeHost(opened.page, parts.hostOrigin, `${site.baseUrl}/#/tool`, test);
      const app = opened.page.frameLocator('#safe-app');
      await expect.poll(() => shown(app.getByTestId('safe-app')), { timeout: 30_000 }).toBe(notice);
      // The session's account is the Safe (the nav's button shows it, no wallet was picked).
      await expect
        .poll(async () => (await app.getByTestId('connect-button').innerText()).toLowerCase(), { timeout: 20_000 })
        .toBe(`${test.address.slice(0, 5)}...${test.address.slice(-5)}`.toLowerCase());
      await app.getByRole('button', { name: /Transfer in batches|批量转账/ }).click();
      if (typeof token === 'string') await app.getByLabel(/Pay token|支付代币/).selectOption({ label: token });
      else {
        await app.getByLabel(/Pay token|支付代币/).selectOption({ value: 'custom' });
        await app.getByLabel(/Token contract address|代币合约地址/).fill(token.collection);
        await expect.poll(() => shown(app.getByTestId('token-info')), { timeout: 20_000 }).toMatch(/ERC-721/);
      }
      // The session IS the Safe: no "Pay from: this wallet / a Safe" choice.
      expect(await app.getByTestId('pay-from').count()).toBe(0);
      await app.getByTestId('recipients').fill(list.join('\n'));
      await expect
        .poll(() => app.getByTestId('preview-count').innerText(), { timeout: 30_000 })
        .toBe(list.length.toLocaleString('en'));
      return { ...opened, host, app };
    },
  };
}

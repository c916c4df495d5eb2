// Issue 18 in Chromium: the Tool on a fresh chain (no deterministic-deployment proxy, no BulkSend), its settings read
// at run time from the API (GET /api/chains, BULKSEND_OWNER set) — the member is told what is missing, installs the
// proxy (funding its deployer; the Tool broadcasts its presigned transaction) and deploys BulkSend from the Tool, each
// cost shown first, and sends a batch through it (BulkSend v3, the product's).
import {
  BulkSendV3__factory,
  DETERMINISTIC_DEPLOYMENT_PROXY,
  DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
  predictBulkSendV3Address,
} from '@fanout/contracts';
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { JsonRpcProvider, Network, parseEther } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './launchBrowser.js';
import { type OpenedPage, openPage } from './openPage.js';
import { spaced } from './shown.js';
import { startSiteFixture } from './siteFixture.js';
import { type Site, startSite } from './startSite.js';
import { connect, nativeBalances, openTransfer, recipients } from './toolPage.js';
import { injectToolWallet } from './toolWallet.js';

// The shared site (started by globalSetup) has no BULKSEND_OWNER; this file starts one with an owner.
const fixture = startSiteFixture();
let chain: LocalChain;
let site: Site;
let browser: Browser;
let owner: string;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  chain = await startLocalChain({ stateFile: false, bare: true });
  owner = chain.accounts[0]?.address ?? '';
  site = await startSite({ BULKSEND_OWNER: owner });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  for (const page of opened) await page.context.close().catch(() => undefined);
  await browser?.close();
  await site?.stop();
  await chain?.stop();
});

/** /tool on `baseUrl` with the member's test wallet; only the RPC is pointed at the local node (no BulkSend given). */
async function open(baseUrl: string, account: string, language: 'en' | 'chs', on: Browser = browser) {
  const tool = await openPage(on, baseUrl, { language });
  opened.push(tool);
  await tool.context.addInitScript((rpcUrl) => {
    (window as unknown as { __FANOUT_CHAIN__: unknown }).__FANOUT_CHAIN__ = { chainId: 137, rpcUrl };
  }, chain.rpcUrl);
  const wallet = await injectToolWallet(tool.context, { rpcUrl: chain.rpcUrl, account });
  await tool.page.goto(`${baseUrl}/#/tool`);
  await tool.page.getByRole('heading', { level: 2 }).first().waitFor();
  return { ...tool, wallet };
}

function status(page: Page) {
  return page.getByTestId('bulksend-status');
}

describe('BulkSend on a fresh chain', () => {
  it('without a fee owner the reason is shown and no deploy is offered; the chain picker switches the wallet (en)', async () => {
    const { page, wallet } = await open(fixture.site.baseUrl, chain.accounts[2]?.address ?? '', 'en', fixture.browser);
    await connect(page);
    await openTransfer(page);
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toContain('Sending is not available on Polygon: the operator has not set a fee owner');
    expect(await page.getByTestId('deploy-bulksend').count()).toBe(0);

    // The chain picker: the served chains, Polygon first and chosen; picking Ethereum asks the wallet to switch
    // (this test wallet knows only 137, so it is asked to add the chain) and the Tool follows the chain.
    const picker = page.getByLabel('Chain', { exact: true });
    // The served chains replace the built-in fallback (Polygon alone) once /api/chains answers.
    await expect
      .poll(async () => (await picker.locator('option').allTextContents()).slice(0, 3), { timeout: 20_000 })
      .toEqual(['Polygon', 'Polygon Amoy (testnet)', 'Ethereum']);
    expect(await picker.inputValue()).toBe('137');
    await picker.selectOption({ label: 'Ethereum' });
    await expect.poll(() => wallet.calls.includes('wallet_addEthereumChain'), { timeout: 20_000 }).toBe(true);
    expect(wallet.calls).toContain('wallet_switchEthereumChain');
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toContain('Sending is not available on Ethereum');
    expect(await page.getByLabel('Pay token').locator('option').first().textContent()).toBe('ETH');
    expect(await page.locator('.tool-main .wallet-network-prompt').count()).toBe(0);
  });

  it('serves the predicted address with a deploy offer, and says the proxy is missing (chs)', async () => {
    const served = (await (await fetch(`${site.baseUrl}/api/chains`)).json()) as {
      data: { chains: { id: number; bulkSend: { address: string; version: string }; deploy: { offered: boolean } }[] };
    };
    const polygon = served.data.chains.find((entry) => entry.id === 137);
    // v3, the product's: its address for the owner.
    expect(polygon?.bulkSend.address).toBe(predictBulkSendV3Address({ owner }));
    expect(polygon?.bulkSend.version).toBe('v3');
    expect(polygon?.deploy.offered).toBe(true);

    const { page } = await open(site.baseUrl, chain.accounts[1]?.address ?? '', 'chs');
    await connect(page);
    await openTransfer(page);
    await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toContain('此链上还没有 BulkSend');
    await expect
      .poll(() => page.getByTestId('deploy-problem').textContent(), { timeout: 30_000 })
      .toContain(`确定性部署代理（${DETERMINISTIC_DEPLOYMENT_PROXY}）不在此链上`);
    expect(await page.getByTestId('deploy-bulksend').count()).toBe(0);
    // The proxy's install is offered, its cost first: the deployer's 0.01 POL plus the transfer's gas.
    await expect
      .poll(async () => spaced(await page.getByTestId('proxy-cost').textContent()), { timeout: 30_000 })
      .toMatch(/^您可以在这里安装它：您的钱包向代理的一次性部署账户发送 0\.01 POL.*总计约 0\.01\d* POL/);
    expect(await page.getByTestId('install-proxy').textContent()).toBe('安装部署代理');
  });

  it('the member installs the proxy and deploys BulkSend from the Tool (costs first), then sends a batch through it (en)', async () => {
    // A plain network object: ethers' own chain 137 would ask Polygon's gas station for fees.
    const network = new Network('fanout-bare', 137);
    const provider = new JsonRpcProvider(chain.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
    const predicted = predictBulkSendV3Address({ owner });
    expect(await provider.getCode(DETERMINISTIC_DEPLOYMENT_PROXY)).toBe('0x');
    expect(await provider.getCode(predicted)).toBe('0x');

    const member = chain.accounts[1]?.address ?? '';
    const { page, wallet } = await open(site.baseUrl, member, 'en');
    page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    await connect(page);
    await openTransfer(page);
    await expect
      .poll(() => status(page).textContent(), { timeout: 30_000 })
      .toContain(`There is no BulkSend contract on Polygon at ${predicted} yet`);
    // The proxy first, the way it reaches every real chain: the member's wallet funds its one-off deployer (cost on
    // screen before anything is signed), then the Tool broadcasts the proxy's presigned transaction.
    await expect
      .poll(async () => spaced(await page.getByTestId('proxy-cost').textContent()), { timeout: 30_000 })
      .toMatch(/^You can install it from here: your wallet sends 0\.01 POL to the proxy's one-off deployer/);
    expect(wallet.sent).toBe(0);
    const memberBefore = await provider.getBalance(member);
    await page.getByTestId('install-proxy').click();
    // Then the deploy's cost, before its signature.
    await expect
      .poll(async () => spaced(await page.getByTestId('deploy-cost').textContent()), { timeout: 60_000 })
      .toMatch(/^Deploying costs about [\d.,]+ POL \([\d,]+ gas at [\d.,]+ gwei\), paid from your wallet/);
    expect(wallet.sent).toBe(1);
    expect(await provider.getCode(DETERMINISTIC_DEPLOYMENT_PROXY)).not.toBe('0x');
    // The deployer's 0.01 paid the proxy's gas (what its 100,000-gas limit did not use stays with it).
    expect(await provider.getBalance(DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER)).toBeLessThan(parseEther('0.01'));
    expect(memberBefore - (await provider.getBalance(member))).toBeGreaterThanOrEqual(parseEther('0.01'));
    expect(memberBefore - (await provider.getBalance(member))).toBeLessThan(parseEther('0.011'));
    await page.getByTestId('deploy-bulksend').click();
    await expect.poll(() => status(page).count(), { timeout: 60_000 }).toBe(0);
    expect(wallet.sent).toBe(2);
    expect(await provider.getCode(predicted)).not.toBe('0x');

    // A small batch in the native coin through the deployed BulkSend.
    const list = recipients(3, 'deploy-batch');
    const before = await nativeBalances(chain, list);
    await page.getByLabel('Pay token').selectOption({ label: 'POL' });
    await page.getByTestId('recipients').fill(list.map((address) => `${address},0.25`).join('\n'));
    await expect.poll(() => page.getByTestId('preview-count').textContent(), { timeout: 30_000 }).toBe('3');
    // The figures come on their own; one press sends.
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(1);
    await page.getByTestId('send').click();
    await expect.poll(() => page.getByTestId('run-summary').count(), { timeout: 60_000 }).toBe(1);
    const after = await nativeBalances(chain, list);
    expect(after.map((value, i) => value - (before[i] ?? 0n))).toEqual(list.map(() => parseEther('0.25')));
    // The batch went to the deployed BulkSend.
    const receipts = await Promise.all(
      (await provider.getBlock('latest', true))?.prefetchedTransactions.map((tx) => tx.to) ?? [],
    );
    expect(receipts.map((to) => to?.toLowerCase())).toContain(predicted.toLowerCase());
    // Through v3: one batch counted for the member (its id bound to the member and the chain).
    expect(await BulkSendV3__factory.connect(predicted, provider).batchCount(member)).toBe(1n);
    provider.destroy();
  }, 240_000);
});

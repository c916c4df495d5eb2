// Shared steps of the Tool's Safe browser tests (toolSafe, toolSafeV3): Safe v1.4.1 on the file's local chain (Safe's
// npm artifacts) with owners 7, 8 and 9 (2 of 3), the Builder's way of executing a file from Node, the files a click
// downloads, choosing "Pay from: a Safe" in a new profile, filling a list and waiting for the quote.
import { readFile } from 'node:fs/promises';
import {
  chainProvider,
  createSafe,
  deploySafeContracts,
  execSafeTransaction,
  safeTransactionOf,
  signSafeTransaction,
} from '@fanout/test-chain/safe-contracts';
import type { TransactionBuilderFile } from '@fanout/wallet-core/safe';
import { Contract, Wallet } from 'ethers';
import type { Download, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { shown } from './shown.js';
import { connect, openTransfer, type ToolChainFixture } from './toolPage.js';

/** The local chain's id (the Safe's EIP-712 domain). */
export const CHAIN_ID = 137;

const CHOICE = {
  en: { safe: 'A Safe (multisig)', owners: (address: string) => `Safe ${address}: 2 of 3 owners` },
  chs: { safe: 'Safe 多签钱包', owners: (address: string) => `Safe ${address}：3 位所有者中需 2 位签名` },
} as const;
export type Language = keyof typeof CHOICE;

/** Safe's contracts deployed once for the file (beforeAll); owners 7, 8, 9 sign and execute. */
export function useSafes(fx: ToolChainFixture) {
  let contracts: Awaited<ReturnType<typeof deploySafeContracts>>;
  let funder: Wallet;
  let owners: Wallet[];

  beforeAll(async () => {
    const provider = chainProvider(fx.chain.rpcUrl, CHAIN_ID);
    const key = (i: number) => fx.chain.accounts[i]?.privateKey as string;
    funder = new Wallet(key(0), provider);
    owners = [7, 8, 9].map((i) => new Wallet(key(i), provider));
    contracts = await deploySafeContracts(funder as Wallet & { provider: typeof provider });
  }, 60_000);

  /** A fresh 2-of-3 Safe of owners 7, 8, 9 holding `tokens` demo tokens and `coin` wei of POL. */
  async function fundedSafe(tokens: bigint, coin: bigint): Promise<{ safe: Contract; address: string }> {
    const safe = await createSafe(
      funder,
      contracts,
      owners.map((owner) => owner.address),
      2,
    );
    const address = await safe.getAddress();
    if (tokens > 0n) {
      const token = new Contract(fx.chain.demoToken, ['function transfer(address,uint256) returns (bool)'], funder);
      await (await token.getFunction('transfer')(address, tokens)).wait();
    }
    await (await funder.sendTransaction({ to: address, value: coin })).wait();
    return { safe, address };
  }

  /**
   * Two owners (9 and 7, sorted by address in the signatures) sign the file's Safe transaction in `safe` (whatever Safe
   * the file was made for: the Builder only warns); owner 7 executes it.
   */
  async function executeFile(safe: Contract, file: TransactionBuilderFile, gasLimit?: bigint): Promise<number> {
    const address = await safe.getAddress();
    const nonce = (await safe.getFunction('nonce')()) as bigint;
    const tx = safeTransactionOf(file.transactions, nonce);
    const signatures = await signSafeTransaction(address, CHAIN_ID, tx, [owners[2] as Wallet, owners[0] as Wallet]);
    const sent = await execSafeTransaction(safe, owners[0] as Wallet, tx, signatures, gasLimit);
    // A transaction mined and reverted is status 0 here, not an error (the refusal below tells the two apart).
    const receipt = await sent.wait().catch((error: { receipt?: { status: number | null } }) => error.receipt ?? null);
    return receipt?.status ?? 0;
  }

  /** An execution the chain refuses (the Safe's call reverts in BulkSend): sent without an estimate, as a wallet would. */
  async function refusal(safe: Contract, file: TransactionBuilderFile): Promise<string> {
    return executeFile(safe, file, 25_000_000n).then(
      (status) => `status ${status}`,
      (error: Error) => error.message,
    );
  }

  return { fundedSafe, executeFile, refusal };
}

/** The files a click downloads (`count` of them), by the names the page gave them. */
export async function downloaded(page: Page, click: () => Promise<void>, count = 1): Promise<Map<string, string>> {
  const files: Download[] = [];
  const all = new Promise<void>((resolve) => {
    page.on('download', function onDownload(download) {
      files.push(download);
      if (files.length === count) {
        page.off('download', onDownload);
        resolve();
      }
    });
  });
  await click();
  await all;
  const read = async (file: Download) => [file.suggestedFilename(), await readFile(await file.path(), 'utf8')] as const;
  return new Map(await Promise.all(files.map(read)));
}

/** Opens the Tool in a new profile with `account`, chooses "a Safe" and gives its address. */
export async function openWithSafe(
  fx: ToolChainFixture,
  language: Language,
  account: string,
  safe: string,
): Promise<Page> {
  const { page } = await fx.open({ account, language, acceptDialogs: true });
  await connect(page);
  await openTransfer(page);
  // The Safe code is a chunk of its own, loaded only when the member chooses a Safe.
  const safeChunks = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/Safe(Panel|Export)-[\w-]+\.js$/.test(entry.name)).length,
    );
  expect(await safeChunks()).toBe(0);
  await chooseSafe(page, language, safe);
  expect(await safeChunks()).toBeGreaterThan(0);
  return page;
}

/** "Pay from: a Safe", its address given and its owners read. */
async function chooseSafe(page: Page, language: Language, safe: string): Promise<void> {
  await page.getByLabel(CHOICE[language].safe).check();
  await page.getByTestId('safe-address').fill(safe);
  await expect
    .poll(() => shown(page.getByTestId('safe-owners')), { timeout: 20_000 })
    .toBe(CHOICE[language].owners(safe));
}

/** The same profile after a reload: the session restored, the Safe chosen again. */
export async function reopenWithSafe(page: Page, language: Language, safe: string): Promise<void> {
  await page.reload();
  await connect(page, { restoring: true });
  await openTransfer(page);
  await chooseSafe(page, language, safe);
}

export async function fillList(page: Page, token: 'DUSD' | 'POL', list: string[], amount: string) {
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: token });
  await page.getByTestId('recipients').fill(list.map((address) => `${address},${amount}`).join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(list.length.toLocaleString('en'));
}

/** Waits for the quote (one row per unpaid chunk, fees and gas on screen) before anything is exported. */
export async function quoted(page: Page, rows: number) {
  await expect
    .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
    .toBe(rows);
  expect(await shown(page.getByTestId('fee-total'))).toMatch(/POL$/);
  expect(await shown(page.getByTestId('network-cost'))).toMatch(/POL$/);
}

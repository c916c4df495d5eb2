// Issue 30 in Chromium on the local chain: the Tool inside Safe{Wallet}. A host page frames the Tool and speaks the
// Safe Apps SDK's message protocol for a real 2-of-3 Safe; the Tool runs as the Safe, proposes one Safe transaction per
// chunk (approval + chunk through MultiSend), shows them proposed, and marks them paid only once the owners executed
// them from Node and the chain shows them (batchSent). Ends on every recipient's balance.

import { readFileSync } from 'node:fs';
import type { LocalChain } from '@fanout/contracts/chain';
import { Contract, ContractFactory, type InterfaceAbi, id, parseUnits, Wallet } from 'ethers';
import type { Browser, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SafeAppSite, safeAppJourney, startSafeAppSite } from './safeAppPage.js';
import type { SafeHost, TestSafe } from './safeHost.js';
import { shown, shownAll } from './shown.js';
import type { Site } from './startSite.js';
import { nativeBalances, recipients, tokenBalances } from './toolPage.js';

const TEXT = {
  en: {
    notice: (safe: string) =>
      `Inside Safe{Wallet}: paying as the Safe ${safe} (2 of 3 owners sign). Each transaction is proposed; it is paid once the owners sign and execute it.`,
    propose: 'Propose in Safe{Wallet}',
    chunk: (index: number, first: number, last: number, state: string) =>
      `Transaction ${index} (lines ${first}–${last}): ${state}`,
    proposed: 'Proposed: sign and execute in Safe{Wallet}',
    rejected: 'The Safe transaction was rejected in Safe{Wallet}: nothing was proposed',
    // Paid: with the link to the Safe's executed transaction (found by BulkSend's event).
    paid: 'paid View on Polygonscan',
    proposeAgain: 'Propose again',
    paidOnChain: (count: number) =>
      new RegExp(
        `^Careful: the chain shows this Safe already paid ${count} recipients of this list with DUSD since .+\\. Sending pays them a second time\\.$`,
      ),
  },
  chs: {
    notice: (safe: string) =>
      `在 Safe{Wallet} 中：以 Safe ${safe} 付款（3 位所有者中需 2 位签名）。每笔交易先提议，所有者签名并执行后才算支付。`,
    propose: '在 Safe{Wallet} 中提议',
    chunk: (index: number, first: number, last: number, state: string) =>
      `第 ${index} 笔交易（第 ${first}–${last} 行）：${state}`,
    proposed: '已提议：请在 Safe{Wallet} 中签名并执行',
    rejected: '已在 Safe{Wallet} 中拒绝该 Safe 交易：未提议任何交易',
    paid: '已支付 在 Polygonscan 查看',
  },
} as const;

let parts: SafeAppSite;
let hostServer: SafeAppSite['hostServer'];
let site: Site;
let browser: Browser;
let chain: LocalChain;

beforeAll(async () => {
  parts = await startSafeAppSite();
  ({ hostServer, site, browser, chain } = parts);
}, 120_000);
afterAll(() => parts?.stop());

const key = (n: number) => chain.accounts[n]?.privateKey as string;
const journey = () => safeAppJourney({ browser, site, chain, hostOrigin: hostServer.origin });

/** A fresh Safe of three owners holding `tokens` DUSD base units and 1 POL (for the operator fees). */
const fundedSafe = (owners: number[], tokens: bigint) => journey().fundedSafe(owners, tokens);

/** The Tool framed by the host page, as the Safe, on the transfer panel with `list` and `token` (or a collection). */
const openInSafe = (
  language: 'en' | 'chs',
  test: TestSafe,
  token: 'DUSD' | 'POL' | { collection: string },
  list: string[],
) => journey().openInSafe(language, test, token, list, TEXT[language].notice(test.address));

/** The figures of the run's one chunk, then Propose: one Safe transaction proposed to the host. */
async function proposeOneChunk(app: FrameLocator, host: SafeHost) {
  await expect.poll(() => app.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 }).toBe(1);
  await app.getByTestId('send').click();
  await expect.poll(() => host.proposed, { timeout: 30_000 }).toBe(1);
}

async function chunkTexts(app: FrameLocator) {
  return shownAll(app.getByTestId('run-chunks').locator('li'));
}

describe('the Tool inside Safe{Wallet} (a Safe App)', () => {
  it('en: 300 DUSD recipients from a 2-of-3 Safe: two proposals (approval + chunk each), paid once executed', async () => {
    const text = TEXT.en;
    const to = recipients(300, 'safe-app-en');
    const amounts = to.map((_, i) => parseUnits(String(1 + (i % 7)), 6));
    const total = amounts.reduce((sum, a) => sum + a, 0n);
    const test = await fundedSafe([3, 4, 5], total);
    const lines = to.map((address, i) => `${address},${1 + (i % 7)}`);
    const { app, host, errors, context } = await openInSafe('en', test, 'DUSD', lines);
    try {
      // The figures come for two chunks; no separate approval: each proposal carries its own.
      await expect
        .poll(() => app.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
        .toBe(2);
      expect(await app.getByTestId('approve').count()).toBe(0);
      const propose = app.getByTestId('send');
      expect(await propose.innerText()).toBe(text.propose);
      await propose.click();

      await expect.poll(() => host.proposed, { timeout: 30_000 }).toBe(2);
      await expect
        .poll(() => chunkTexts(app), { timeout: 30_000 })
        .toEqual([text.chunk(1, 1, 150, text.proposed), text.chunk(2, 151, 300, text.proposed)]);
      // One Safe transaction per chunk: the exact approval and the chunk, through MultiSend.
      expect(host.queue.map((p) => p.txs.map((tx) => tx.to.toLowerCase()))).toEqual([
        [chain.demoToken.toLowerCase(), chain.bulkSend.toLowerCase()],
        [chain.demoToken.toLowerCase(), chain.bulkSend.toLowerCase()],
      ]);
      // Proposed is not paid.
      expect(await tokenBalances(chain, to.slice(0, 3))).toEqual([0n, 0n, 0n]);

      expect(await host.executeQueued()).toEqual([1, 1]);
      await app.getByTestId('run-summary').waitFor({ timeout: 60_000 });
      expect(await chunkTexts(app)).toEqual([text.chunk(1, 1, 150, text.paid), text.chunk(2, 151, 300, text.paid)]);
      expect(await tokenBalances(chain, to)).toEqual(amounts);
      expect(await tokenBalances(chain, [test.address])).toEqual([0n]);
      // Paid chunks are not offered again: nothing to propose, nothing more proposed.
      expect(await app.getByTestId('send').count()).toBe(0);
      expect(host.proposed).toBe(2);
      expect(host.methods).not.toContain('eth_sendTransaction');

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    // Another device (a fresh profile) with the list edited (line 1 removed: new batch ids): the chain-ledger check
    // reads the recipients from the Safe's calldata and names the 299 already paid before anything is proposed.
    const other = await openInSafe('en', test, 'DUSD', lines.slice(1));
    try {
      await expect
        .poll(() => shown(other.app.getByTestId('chain-paid-warning').getByTestId('chain-paid-text')), {
          timeout: 30_000,
        })
        .toMatch(text.paidOnChain(299));
      expect(await other.app.getByTestId('send').isDisabled()).toBe(true);
      expect(other.host.proposed).toBe(0);
      expect(await tokenBalances(chain, to)).toEqual(amounts);
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }
  }, 180_000);

  it('chs: 3 POL recipients: a proposal rejected in Safe{Wallet} pays nobody; proposed again, paid once executed', async () => {
    const text = TEXT.chs;
    const to = recipients(3, 'safe-app-chs');
    const test = await fundedSafe([6, 7, 8], 0n);
    const { app, host, errors, context } = await openInSafe(
      'chs',
      test,
      'POL',
      to.map((address) => `${address},0.01`),
    );
    try {
      await expect
        .poll(() => app.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
        .toBe(1);
      expect(await app.getByTestId('send').innerText()).toBe(text.propose);
      // The member rejects the proposal in Safe{Wallet}: said so, the chunk still to send, nothing queued.
      host.rejectNext = 1;
      await app.getByTestId('send').click();
      await expect.poll(() => shown(app.getByRole('alert').first()), { timeout: 30_000 }).toContain(text.rejected);
      // Nothing started: no progress list, Propose offered again.
      expect(await app.getByTestId('run-chunks').count()).toBe(0);
      await expect.poll(() => app.getByTestId('send').isEnabled(), { timeout: 30_000 }).toBe(true);
      await expect
        .poll(() => app.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
        .toBe(1);
      expect(host.queue).toEqual([]);
      await app.getByTestId('send').click();
      await expect.poll(() => host.proposed, { timeout: 30_000 }).toBe(1);
      await expect.poll(() => chunkTexts(app), { timeout: 30_000 }).toEqual([text.chunk(1, 1, 3, text.proposed)]);
      expect(host.queue[0]?.txs.map((tx) => tx.to.toLowerCase())).toEqual([chain.bulkSend.toLowerCase()]);
      expect(await nativeBalances(chain, to)).toEqual([0n, 0n, 0n]);

      expect(await host.executeQueued()).toEqual([1]);
      await app.getByTestId('run-summary').waitFor({ timeout: 60_000 });
      expect(await chunkTexts(app)).toEqual([text.chunk(1, 1, 3, text.paid)]);
      expect(await nativeBalances(chain, to)).toEqual(to.map(() => parseUnits('0.01', 18)));
      expect(await app.getByTestId('send').count()).toBe(0);
      expect(host.proposed).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
  it('en: a proposal never executed can be proposed again; the owners execute one of the two: paid once, the other refused', async () => {
    const text = TEXT.en;
    const to = recipients(3, 'safe-app-again');
    const test = await fundedSafe([9, 10, 11], 0n);
    const { app, host, errors, context } = await openInSafe(
      'en',
      test,
      'POL',
      to.map((address) => `${address},0.02`),
    );
    try {
      await proposeOneChunk(app, host);
      await expect.poll(() => chunkTexts(app), { timeout: 30_000 }).toEqual([text.chunk(1, 1, 3, text.proposed)]);
      // The owners never execute it: the Tool offers to propose it again, and says why that is safe.
      const again = app.getByTestId('propose-again');
      expect(await shown(again.locator('p'))).toBe(
        'Rejected in Safe{Wallet}’s queue, or never executed? Propose it again. Safe to do: both Safe transactions carry the same batch id, so the first one the owners execute pays and the chain refuses the other.',
      );
      await app.getByTestId('propose-again-button').click();
      await expect.poll(() => host.proposed, { timeout: 30_000 }).toBe(2);
      await expect.poll(() => chunkTexts(app), { timeout: 30_000 }).toEqual([text.chunk(1, 1, 3, text.proposed)]);
      // The same chunk twice in the queue, the same calldata (same batch id).
      expect(host.queue).toHaveLength(2);
      expect(host.queue[1]?.txs).toEqual(host.queue[0]?.txs);
      expect(await nativeBalances(chain, to)).toEqual([0n, 0n, 0n]);

      // The owners execute the newer proposal: paid. Then the older one: the chain refuses it (batch already sent).
      const [older, newer] = host.queue.splice(0, 2);
      host.queue.push(newer as (typeof host.queue)[number]);
      expect(await host.executeQueued()).toEqual([1]);
      await app.getByTestId('run-summary').waitFor({ timeout: 60_000 });
      expect(await chunkTexts(app)).toEqual([text.chunk(1, 1, 3, text.paid)]);
      expect(await app.getByTestId('propose-again').count()).toBe(0);
      host.queue.push(older as (typeof host.queue)[number]);
      await expect(host.executeQueued()).rejects.toThrow();
      expect(await nativeBalances(chain, to)).toEqual(to.map(() => parseUnits('0.02', 18)));
      expect(host.proposed).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('en: an ERC-721 run of 4 from the Safe: setApprovalForAll and the NFT send proposed (issue 36), every token its recipient’s once executed', async () => {
    const to = recipients(4, 'safe-app-nft');
    const test = await fundedSafe([9, 10, 11], 0n);
    const funder = new Wallet(key(0), test.provider);
    const bench = JSON.parse(
      readFileSync(
        new URL(
          '../../../packages/contracts/artifacts/contracts/bench/BenchErc721.sol/BenchErc721.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as { abi: InterfaceAbi; bytecode: string };
    const deployed = await new ContractFactory(bench.abi, bench.bytecode, funder).deploy();
    const collection = new Contract(await deployed.getAddress(), bench.abi, funder);
    await (await collection.getFunction('mint')(test.address, 1n, 4n)).wait();
    const address = await collection.getAddress();
    const { app, host, errors, context } = await openInSafe(
      'en',
      test,
      { collection: address },
      to.map((recipient, i) => `${recipient},${i + 1}`),
    );
    try {
      await proposeOneChunk(app, host);
      // The collection's operator approval and BulkSend's ERC-721 send, never an ERC-20 approve or send.
      const approveAll = collection.interface.encodeFunctionData('setApprovalForAll', [chain.bulkSend, true]);
      expect(host.queue.map((p) => p.txs.map((tx) => [tx.to.toLowerCase(), tx.data.slice(0, 10)]))).toEqual([
        [
          [address.toLowerCase(), approveAll.slice(0, 10)],
          [chain.bulkSend.toLowerCase(), id('sendErc721Packed(address,bytes32,uint256[])').slice(0, 10)],
        ],
      ]);
      expect(await host.executeQueued()).toEqual([1]);
      // Paid once the chain shows it (batchSent), as the member reads it on the page.
      await expect
        .poll(() => chunkTexts(app), { timeout: 60_000 })
        .toEqual([expect.stringMatching(/^Transaction 1 \(lines 1–4\): paid/)]);
      const owners = await Promise.all(to.map((_, i) => collection.getFunction('ownerOf')(BigInt(i + 1))));
      expect(owners.map((owner: string) => owner.toLowerCase())).toEqual(
        to.map((recipient) => recipient.toLowerCase()),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

// Issue 29's Tool side in Chromium on the local chain: an ERC-721 and an ERC-1155 collection (the contracts package's
// plain OpenZeppelin BenchErc721 / BenchErc1155) picked by address, their lists checked line by line, the approval for
// the collection signed once, the run sent in several chunks with a reload after chunk 1 (the resumed run pays only
// the rest), and every recipient's ownerOf / balanceOf read from the chain at the end; en and chs.
import { readFileSync } from 'node:fs';
import { Interface } from 'ethers';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shown } from './shown.js';
import { connect, type OpenOnChainOptions, openTransfer, recipients, useToolChainFixture } from './toolPage.js';
import { rpc } from './toolWallet.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const artifact = (name: 'BenchErc721' | 'BenchErc1155') =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/contracts/artifacts/contracts/bench/${name}.sol/${name}.json`, import.meta.url),
      'utf8',
    ),
  ) as { abi: unknown[]; bytecode: string };
const erc721 = new Interface(artifact('BenchErc721').abi as never);
const erc1155 = new Interface(artifact('BenchErc1155').abi as never);

/** 300 ERC-721 ids (two chunks of 150) and 600 ERC-1155 transfers (three chunks of 200). */
const IDS_721 = 300;
const TRANSFERS_1155 = 600;
/** ERC-1155: ids 1–5, the line's amount 1–3. */
const id1155 = (i: number) => BigInt((i % 5) + 1);
const amount1155 = (i: number) => BigInt((i % 3) + 1);

async function send(from: string, to: string | undefined, data: string): Promise<string> {
  const hash = (await rpc(fx.chain.rpcUrl, 'eth_sendTransaction', [{ from, ...(to ? { to } : {}), data }])) as string;
  const receipt = (await rpc(fx.chain.rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
    contractAddress: string | null;
    status: string;
  };
  if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`);
  return receipt.contractAddress ?? hash;
}

async function call(iface: Interface, to: string, name: string, args: unknown[]): Promise<unknown> {
  const out = await rpc(fx.chain.rpcUrl, 'eth_call', [{ to, data: iface.encodeFunctionData(name, args) }, 'latest']);
  return iface.decodeFunctionResult(name, out as string)[0];
}

const collections = { erc721: '', erc1155: '' };

beforeAll(async () => {
  const owner721 = fx.account(1);
  const owner1155 = fx.account(2);
  collections.erc721 = await send(owner721, undefined, artifact('BenchErc721').bytecode);
  await send(owner721, collections.erc721, erc721.encodeFunctionData('mint', [owner721, 1, IDS_721]));
  collections.erc1155 = await send(owner1155, undefined, artifact('BenchErc1155').bytecode);
  // 300 of each id 1–5: the list takes 240 of each (120 lines, amounts 1–3); id 99 is never minted.
  await send(owner1155, collections.erc1155, erc1155.encodeFunctionData('mint', [owner1155, 1, 5, 300]));
}, 60_000);

const TEXT = {
  en: {
    info721: 'ERC-721 collection Bench NFT (BNFT)',
    info1155: 'ERC-1155 collection (it names itself nowhere on the chain)',
    lineErrors: ['Line 2: Token ID must be a whole number (1.5)', 'Line 3: Same token ID as line 1'],
    notHeld: 'Line 2: token ID 99, amount 1, you hold 0',
    resume: 'Resume',
    rejected: 'You rejected the request in your wallet.',
    revoked: /^Approval revoked/,
  },
  chs: {
    info721: 'ERC-721 合集 Bench NFT（BNFT）',
    info1155: 'ERC-1155 合集（链上未提供名称）',
    lineErrors: ['第 2 行：代币 ID 须为整数（1.5）', '第 3 行：与第 1 行的代币 ID 相同'],
    notHeld: '第 2 行：代币 ID 99，数量 1，您持有 0',
    resume: '继续',
    rejected: '您已在钱包中拒绝了该请求。',
    revoked: /^授权已撤销/,
  },
} as const;
type Language = keyof typeof TEXT;

function open(options: Omit<OpenOnChainOptions, 'acceptDialogs'>) {
  return fx.open({ ...options, acceptDialogs: true });
}

/** Picks the collection by address and waits for its standard, name and symbol read from the chain. */
async function pickCollection(page: Page, address: string, info: string | RegExp) {
  await page.getByLabel(/Pay token|支付代币/).selectOption({ value: 'custom' });
  await page.getByLabel(/Token contract address|代币合约地址/).fill(address);
  await expect.poll(() => shown(page.getByTestId('token-info')), { timeout: 20_000 }).toMatch(info);
}

async function fillList(page: Page, lines: string[], count: number) {
  await page.getByTestId('recipients').fill(lines.join('\n'));
  await expect
    .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
    .toBe(count.toLocaleString('en'));
}

/** The figures of every chunk (gas by formula before the approval), the approval for the collection, then one press sends. */
async function approveThenSend(page: Page, rows: number) {
  await expect
    .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
    .toBe(rows);
  await page.getByTestId('approve').click();
  await quoteThenSend(page, rows);
}

async function quoteThenSend(page: Page, rows: number) {
  await expect
    .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
    .toBe(rows);
  await page.getByTestId('send').click();
}

const paidChunks = (page: Page) => page.getByTestId('run-chunks').locator('li[data-status="paid"]').count();

/** The member refuses chunk 2 in the wallet, reloads, resumes: only the remaining chunks are signed and sent. */
async function reloadAndResume(page: Page, language: Language, remaining: number) {
  await expect
    .poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 })
    .toBe(TEXT[language].rejected);
  expect(await paidChunks(page)).toBe(1);
  await page.reload();
  await connect(page, { restoring: true });
  await openTransfer(page);
  const offer = page.getByTestId('resume-offer');
  await offer.getByRole('button', { name: TEXT[language].resume, exact: true }).click();
  await quoteThenSend(page, remaining);
  await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(remaining + 1);
}

describe('NFT batches in the Tool (issue 29)', () => {
  it('ERC-721 (en): 300 ids in two chunks, a reload after chunk 1, every id owned by its recipient; the approval revoked', {
    timeout: 120_000,
  }, async () => {
    const language = 'en';
    const sender = fx.account(1);
    const list = recipients(IDS_721, 'nft721');
    const { page, wallet } = await open({ account: sender, language });
    await connect(page);
    await openTransfer(page);
    await pickCollection(page, collections.erc721, TEXT[language].info721);
    // Line-numbered reasons first: a fraction is no id, an ERC-721 id moves once.
    await page.getByTestId('recipients').fill(`${list[0]},1\n${list[1]},1.5\n${list[2]},1`);
    await expect.poll(() => shown(page.getByTestId('preview-errors'))).toContain(TEXT[language].lineErrors[0]);
    expect(await shown(page.getByTestId('preview-errors'))).toContain(TEXT[language].lineErrors[1]);
    await fillList(
      page,
      list.map((address, i) => `${address},${i + 1}`),
      IDS_721,
    );
    // 1: the approval, 2: chunk 1, 3: chunk 2 refused, 4: chunk 2 after the reload.
    wallet.rejectSends.add(3);
    await approveThenSend(page, 2);
    await reloadAndResume(page, language, 1);
    expect(wallet.sent).toBe(4);
    expect(await shown(page.getByTestId('run-summary'))).toContain(
      'Paid 300 BNFT to 300 recipients in 2 transactions.',
    );
    for (const [i, address] of list.entries()) {
      expect(String(await call(erc721, collections.erc721, 'ownerOf', [i + 1])).toLowerCase()).toBe(address);
    }
    const { bulkSend } = fx.chain;
    expect(await call(erc721, collections.erc721, 'isApprovedForAll', [sender, bulkSend])).toBe(true);
    await page.getByTestId('revoke').click();
    await expect.poll(() => shown(page.getByTestId('revoked')), { timeout: 30_000 }).toMatch(TEXT[language].revoked);
    expect(await call(erc721, collections.erc721, 'isApprovedForAll', [sender, bulkSend])).toBe(false);
  });

  it('ERC-1155 (chs): a token not held is named; 600 transfers in three chunks, a reload after chunk 1, every balance', {
    timeout: 150_000,
  }, async () => {
    const language = 'chs';
    const sender = fx.account(2);
    const list = recipients(TRANSFERS_1155, 'nft1155');
    const { page, wallet } = await open({ account: sender, language });
    await connect(page);
    await openTransfer(page);
    await pickCollection(page, collections.erc1155, TEXT[language].info1155);
    await fillList(page, [`${list[0]},1,1`, `${list[1]},99,1`], 2);
    await expect.poll(() => shown(page.getByTestId('not-held')), { timeout: 60_000 }).toContain(TEXT[language].notHeld);
    // Nothing can be signed while a line's token is not held: not even the approval.
    expect(await page.getByTestId('approve').isDisabled()).toBe(true);
    const lines = list.map((address, i) => `${address},${id1155(i)},${amount1155(i)}`);
    await fillList(page, lines, TRANSFERS_1155);
    wallet.rejectSends.add(3);
    await approveThenSend(page, 3);
    await reloadAndResume(page, language, 2);
    expect(wallet.sent).toBe(5);
    for (const [i, address] of list.entries()) {
      expect(await call(erc1155, collections.erc1155, 'balanceOf', [address, id1155(i)])).toBe(amount1155(i));
    }
  });
});

// Issue 29's Tool side in Chromium on the local chain: an ERC-721 and an ERC-1155 collection (the contracts package's
// plain OpenZeppelin BenchErc721 / BenchErc1155) picked by address, their lists checked line by line, the approval for
// the collection signed once, the run sent in several chunks with a reload after chunk 1 (the resumed run pays only
// the rest), and every recipient's ownerOf / balanceOf read from the chain at the end; each standard in en AND chs (same
// chain, other senders and ids). Then a Safe CSV Airdrop file turned into the run's list, and the chain-as-ledger check
// for NFTs: a new browser profile with an edited list of an ERC-1155 run names each id already sent.
import { readFileSync } from 'node:fs';
import { getAddress, Interface } from 'ethers';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendAndMine } from './sendAndMine.js';
import { shown } from './shown.js';
import {
  connect,
  type OpenOnChainOptions,
  only,
  openTransfer,
  pressApprove,
  recipients,
  useToolChainFixture,
} from './toolPage.js';
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
const LANGUAGES = ['en', 'chs'] as const;
/** Each language's senders (fx.account(n)) and first ERC-721 id: the runs of en and chs never touch each other. */
const SENDER = { en: { erc721: 1, erc1155: 2 }, chs: { erc721: 3, erc1155: 4 } } as const;
const FIRST_ID = { en: 1, chs: 1 + IDS_721 } as const;
/** The Safe CSV Airdrop test: its sender and ERC-721 ids. */
const SAFE_SENDER = 5;
const SAFE_IDS = Array.from({ length: 20 }, (_, i) => 1001n + BigInt(i));
/** The wallet-moves test: the ERC-1155 sender (A) and the account the member selects mid-run (B). */
const MOVES = { a: 6, b: 7 } as const;
const TRANSFERS_1155 = 600;
/** ERC-1155: ids 1–5, the line's amount 1–3. */
const id1155 = (i: number) => BigInt((i % 5) + 1);
const amount1155 = (i: number) => BigInt((i % 3) + 1);

function send(from: string, to: string | undefined, data: string): Promise<string> {
  return sendAndMine(fx.chain.rpcUrl, from, to, data);
}

async function call(iface: Interface, to: string, name: string, args: unknown[]): Promise<unknown> {
  const out = await rpc(fx.chain.rpcUrl, 'eth_call', [{ to, data: iface.encodeFunctionData(name, args) }, 'latest']);
  return iface.decodeFunctionResult(name, out as string)[0];
}

const collections = { erc721: '', erc1155: '' };

/** Chunk 1 of each language's ERC-1155 run: its transaction and the lines it paid (for the chain-as-ledger test). */
const paid1155: Partial<Record<Language, { hash: string; lines: string[] }>> = {};

beforeAll(async () => {
  const deployer = fx.account(1);
  collections.erc721 = await send(deployer, undefined, artifact('BenchErc721').bytecode);
  collections.erc1155 = await send(deployer, undefined, artifact('BenchErc1155').bytecode);
  for (const language of LANGUAGES) {
    const owner721 = fx.account(SENDER[language].erc721);
    const mint721 = erc721.encodeFunctionData('mint', [owner721, FIRST_ID[language], IDS_721]);
    await send(owner721, collections.erc721, mint721);
    // 300 of each id 1–5: the list takes 240 of each (120 lines, amounts 1–3); id 99 is never minted.
    const owner1155 = fx.account(SENDER[language].erc1155);
    await send(owner1155, collections.erc1155, erc1155.encodeFunctionData('mint', [owner1155, 1, 5, 300]));
  }
  const movesOwner = fx.account(MOVES.a);
  await send(movesOwner, collections.erc1155, erc1155.encodeFunctionData('mint', [movesOwner, 1, 5, 300]));
  const safeOwner = fx.account(SAFE_SENDER);
  const mintSafe = erc721.encodeFunctionData('mint', [safeOwner, SAFE_IDS[0], SAFE_IDS.length]);
  await send(safeOwner, collections.erc721, mintSafe);
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
    summary721: 'Paid 300 BNFT to 300 recipients in 2 transactions.',
    mixed: 'Line 4: This file names 3 tokens: one token per run. Split it into one file per token',
    tokenLines: (line: number, type: string, token: string, lines: string) =>
      `Line ${line}: ${type} ${token} on lines ${lines}`,
    mismatch: (line: number) => `Line ${line}: The file says erc1155, but the token is erc721`,
    paidOnChain: (count: number) =>
      new RegExp(
        `^Careful: the chain shows this account already paid ${count} recipients of this list with .+ since .+\\.`,
      ),
    paidLines: (last: number) => `Lines 1–${last}`,
    paidIds: (ids: string[]) => `Already sent: ${ids.join(', ')}`,
    paidId: (id: bigint, line: number) => `ID ${id} (line ${line})`,
  },
  chs: {
    info721: 'ERC-721 合集 Bench NFT（BNFT）',
    info1155: 'ERC-1155 合集（链上未提供名称）',
    lineErrors: ['第 2 行：代币 ID 须为整数（1.5）', '第 3 行：与第 1 行的代币 ID 相同'],
    notHeld: '第 2 行：代币 ID 99，数量 1，您持有 0',
    resume: '继续',
    rejected: '您已在钱包中拒绝了该请求。',
    revoked: /^授权已撤销/,
    summary721: '已向 300 个收款人支付 300 BNFT，共 2 笔交易。',
    mixed: '第 4 行：此文件含 3 种代币：每次发送只能用一种代币。请按代币拆分文件',
    tokenLines: (line: number, type: string, token: string, lines: string) =>
      `第 ${line} 行：${type} ${token}，位于第 ${lines} 行`,
    mismatch: (line: number) => `第 ${line} 行：文件写的是 erc1155，但该代币是 erc721`,
    paidOnChain: (count: number) =>
      new RegExp(`^注意：链上显示此账户自 .+ 以来已用 .+ 向此列表中的 ${count} 个收款人付款。`),
    paidLines: (last: number) => `第 1–${last} 行`,
    paidIds: (ids: string[]) => `已发送：${ids.join('、')}`,
    paidId: (id: bigint, line: number) => `ID ${id}（第 ${line} 行）`,
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
  await pressApprove(page, async () => (await page.getByTestId('send').count()) > 0);
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
async function reloadAndResume(page: Page, language: Language, remaining: number): Promise<string> {
  await expect
    .poll(() => page.getByTestId('send-error').innerText(), { timeout: 90_000 })
    .toBe(TEXT[language].rejected);
  // Chunk 2 is asked for once chunk 1 is broadcast: chunk 1 shows paid when its receipt is read, maybe a moment later.
  await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);
  const chunkOne = await page.getByTestId('send-success').locator('code').first().innerText();
  await page.reload();
  await connect(page, { restoring: true });
  await openTransfer(page);
  const offer = page.getByTestId('resume-offer');
  await offer.getByRole('button', { name: TEXT[language].resume, exact: true }).click();
  await quoteThenSend(page, remaining);
  await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(remaining + 1);
  return chunkOne;
}

describe('NFT batches in the Tool (issue 29)', () => {
  it.each(only('chs'))(
    'ERC-721 (%s): 300 ids in two chunks, a reload after chunk 1, every id owned by its recipient; the approval revoked',
    {
      timeout: 120_000,
    },
    async (language) => {
      const sender = fx.account(SENDER[language].erc721);
      const first = FIRST_ID[language];
      const list = recipients(IDS_721, `nft721-${language}`);
      const { page, wallet } = await open({ account: sender, language });
      await connect(page);
      await openTransfer(page);
      await pickCollection(page, collections.erc721, TEXT[language].info721);
      // Line-numbered reasons first: a fraction is no id, an ERC-721 id moves once.
      await page.getByTestId('recipients').fill(`${list[0]},${first}\n${list[1]},1.5\n${list[2]},${first}`);
      await expect.poll(() => shown(page.getByTestId('preview-errors'))).toContain(TEXT[language].lineErrors[0]);
      expect(await shown(page.getByTestId('preview-errors'))).toContain(TEXT[language].lineErrors[1]);
      await fillList(
        page,
        list.map((address, i) => `${address},${first + i}`),
        IDS_721,
      );
      // 1: the approval, 2: chunk 1, 3: chunk 2 refused, 4: chunk 2 after the reload.
      wallet.rejectSends.add(3);
      await approveThenSend(page, 2);
      await reloadAndResume(page, language, 1);
      expect(wallet.sent).toBe(4);
      expect(await shown(page.getByTestId('run-summary'))).toContain(TEXT[language].summary721);
      for (const [i, address] of list.entries()) {
        expect(String(await call(erc721, collections.erc721, 'ownerOf', [first + i])).toLowerCase()).toBe(address);
      }
      const { bulkSend } = fx.chain;
      expect(await call(erc721, collections.erc721, 'isApprovedForAll', [sender, bulkSend])).toBe(true);
      await page.getByTestId('revoke').click();
      await expect.poll(() => shown(page.getByTestId('revoked')), { timeout: 30_000 }).toMatch(TEXT[language].revoked);
      expect(await call(erc721, collections.erc721, 'isApprovedForAll', [sender, bulkSend])).toBe(false);
    },
  );

  it.each(only('en'))(
    'ERC-1155 (%s): a token not held is named; 600 transfers in three chunks, a reload after chunk 1, every balance',
    {
      timeout: 150_000,
    },
    async (language) => {
      const sender = fx.account(SENDER[language].erc1155);
      const list = recipients(TRANSFERS_1155, `nft1155-${language}`);
      const { page, wallet } = await open({ account: sender, language });
      await connect(page);
      await openTransfer(page);
      await pickCollection(page, collections.erc1155, TEXT[language].info1155);
      await fillList(page, [`${list[0]},1,1`, `${list[1]},99,1`], 2);
      await expect
        .poll(() => shown(page.getByTestId('not-held')), { timeout: 60_000 })
        .toContain(TEXT[language].notHeld);
      // Nothing can be signed while a line's token is not held: not even the approval.
      expect(await page.getByTestId('approve').isDisabled()).toBe(true);
      const lines = list.map((address, i) => `${address},${id1155(i)},${amount1155(i)}`);
      await fillList(page, lines, TRANSFERS_1155);
      wallet.rejectSends.add(3);
      await approveThenSend(page, 3);
      const hash = await reloadAndResume(page, language, 2);
      paid1155[language] = { hash, lines: lines.slice(0, 200) };
      expect(wallet.sent).toBe(5);
      for (const [i, address] of list.entries()) {
        expect(await call(erc1155, collections.erc1155, 'balanceOf', [address, id1155(i)])).toBe(amount1155(i));
      }
    },
  );
  it('a Safe CSV Airdrop file: several tokens refused by name, a type the contract is not named by line, an uploaded file sent', {
    timeout: 90_000,
  }, async () => {
    const language = 'en';
    const sender = fx.account(SAFE_SENDER);
    const list = recipients(SAFE_IDS.length, 'nft721-safe');
    const nft = getAddress(collections.erc721);
    const erc20 = getAddress(recipients(1, 'safe-erc20')[0] as string);
    const header = 'token_type,token_address,receiver,amount,id';
    const { page, wallet } = await open({ account: sender, language });
    await connect(page);
    await openTransfer(page);
    // Three tokens in one file (the collection on lines 2–3 and 6, an ERC-20 token, the chain's coin): one per run.
    const mixed = [
      header,
      `erc721,${nft},${list[0]},,${SAFE_IDS[0]}`,
      `erc721,${nft},${list[1]},,${SAFE_IDS[1]}`,
      `erc20,${erc20},${list[2]},5,`,
      `native,,${list[3]},0.1,`,
      `erc721,${nft},${list[4]},,${SAFE_IDS[2]}`,
    ];
    await page.getByTestId('recipients').fill(mixed.join('\n'));
    const errors = page.getByTestId('preview-errors');
    await expect.poll(() => shown(errors), { timeout: 30_000 }).toContain(TEXT[language].mixed);
    const text = await shown(errors);
    expect(text).toContain(TEXT[language].tokenLines(2, 'erc721', nft, '2–3, 6'));
    expect(text).toContain(TEXT[language].tokenLines(4, 'erc20', erc20, '4'));
    expect(text).toContain(TEXT[language].tokenLines(5, 'native', 'native', '5'));
    // Splitting the file is the fix: "remove invalid lines" would only cut tokens' first lines, so it is not offered.
    expect(await page.getByTestId('remove-invalid').count()).toBe(0);
    // One token, but the file calls the ERC-721 collection erc1155: the collection is selected (its standard read on
    // the chain) and every line is named.
    const wrongType = [header, ...list.slice(0, 3).map((to, i) => `erc1155,${nft},${to},1,${SAFE_IDS[i]}`)];
    await page.getByTestId('recipients').fill(wrongType.join('\n'));
    await expect.poll(() => shown(page.getByTestId('token-info')), { timeout: 20_000 }).toBe(TEXT[language].info721);
    await expect.poll(() => shown(errors), { timeout: 30_000 }).toContain(TEXT[language].mismatch(4));
    for (const line of [2, 3]) expect(await shown(errors)).toContain(TEXT[language].mismatch(line));
    // Nothing to sign: no approval or send is offered for a list with errors.
    expect(await page.getByTestId('approve').count()).toBe(0);
    expect(wallet.sent).toBe(0);
    // Safe's own export of the same collection (`nft`: the chain says ERC-721), uploaded as a file, is the run's list.
    const file = [header, ...list.map((to, i) => `nft,${nft},${to},,${SAFE_IDS[i]}`)].join('\r\n');
    await page.getByTestId('recipients-file').setInputFiles({
      name: 'airdrop.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await expect
      .poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 })
      .toBe(String(SAFE_IDS.length));
    expect(await page.getByTestId('preview-errors').count()).toBe(0);
    await approveThenSend(page, 1);
    await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(1);
    expect(wallet.sent).toBe(2);
    for (const [i, address] of list.entries()) {
      expect(String(await call(erc721, collections.erc721, 'ownerOf', [SAFE_IDS[i]])).toLowerCase()).toBe(address);
    }
  });

  it('the chain is the ledger for NFTs: a new profile with an edited list names each id already sent, when and where; nothing is signed before the member says yes', {
    timeout: 90_000,
  }, async () => {
    const language = 'en';
    const paid = paid1155[language];
    expect(paid, 'the ERC-1155 (en) run ran first').toBeDefined();
    const { hash, lines: paidLines } = paid as { hash: string; lines: string[] };
    const sender = fx.account(SENDER[language].erc1155);
    // Lines 1–20 of the paid list (chunk 1), line 6 removed, sorted; then one recipient never paid.
    const edited = paidLines
      .slice(0, 20)
      .filter((_, i) => i !== 5)
      .sort();
    const fresh = recipients(1, 'nft1155-ledger')[0] as string;
    const list = [...edited, `${fresh},1,1`];
    const { page, wallet } = await open({ account: sender, language });
    await connect(page);
    await openTransfer(page);
    await pickCollection(page, collections.erc1155, TEXT[language].info1155);
    await fillList(page, list, list.length);
    const warning = page.getByTestId('chain-paid-warning');
    await expect
      .poll(() => shown(warning.getByTestId('chain-paid-text')), { timeout: 60_000 })
      .toMatch(TEXT[language].paidOnChain(edited.length));
    expect(await shown(warning.getByTestId('paid-lines'))).toBe(TEXT[language].paidLines(edited.length));
    const ids = edited.map((line, i) => TEXT[language].paidId(BigInt(line.split(',')[1] as string), i + 1));
    expect(await shown(warning.getByTestId('paid-ids'))).toBe(TEXT[language].paidIds(ids));
    // When and where: chunk 1's transaction.
    expect(await warning.getByTestId('chain-paid-transactions').innerText()).toContain(hash);
    await expect.poll(() => page.getByTestId('send').isDisabled(), { timeout: 30_000 }).toBe(true);
    expect(wallet.sent).toBe(0);
    // The member says yes: the 19 repeated lines are paid a second time, the new one once.
    await warning.getByTestId('chain-paid-confirm').check();
    await quoteThenSend(page, 1);
    await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(1);
    expect(wallet.sent).toBe(1);
    for (const line of list) {
      const [address, id, amount] = line.split(',') as [string, string, string];
      const times = address === fresh ? 1n : 2n;
      expect(await call(erc1155, collections.erc1155, 'balanceOf', [address, BigInt(id)])).toBe(times * BigInt(amount));
    }
    const removed = (paidLines[5] as string).split(',') as [string, string, string];
    expect(await call(erc1155, collections.erc1155, 'balanceOf', [removed[0], BigInt(removed[1])])).toBe(
      BigInt(removed[2]),
    );
  });
  it('the wallet moves to another account mid NFT run: the next chunk is refused before anything is signed as B; back on A it finishes', {
    timeout: 120_000,
  }, async () => {
    const language = 'en';
    const accountA = fx.account(MOVES.a);
    const accountB = fx.account(MOVES.b);
    const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
    const list = recipients(300, 'nft1155-moves');
    // A lenient wallet: asked for a transaction from A while B is selected, it would sign it as B.
    const { page, wallet } = await open({ account: accountA, language, wallet: { foreignFrom: 'selected' } });
    await connect(page);
    await openTransfer(page);
    await pickCollection(page, collections.erc1155, TEXT[language].info1155);
    const lines = list.map((address, i) => `${address},${id1155(i)},${amount1155(i)}`);
    await fillList(page, lines, list.length);
    // 1: the approval, 2: chunk 1; right after chunk 1 reaches the chain the member selects account B.
    wallet.afterSend.set(2, () => wallet.selectAccount(accountB));
    await approveThenSend(page, 2);
    const expected = `Your wallet now uses account ${short(accountB)}, but this payment is paid from ${short(accountA)}. Switch back to ${short(accountA)} in your wallet to go on; nothing more was sent.`;
    // (B's own quote fails too — B holds none of these tokens — so two alerts may show; the refusal is one of them.)
    const errors = async () => (await page.getByTestId('send-error').allTextContents()).map((one) => one.toLowerCase());
    await expect.poll(errors, { timeout: 60_000 }).toContain(expected.toLowerCase());
    expect(wallet.sent).toBe(2);
    // Chunk 1 (lines 1–150) paid, chunk 2 not: nothing was sent as B.
    for (const [i, address] of list.entries()) {
      const held = await call(erc1155, collections.erc1155, 'balanceOf', [address, id1155(i)]);
      expect(held).toBe(i < 150 ? amount1155(i) : 0n);
    }
    // Back on A: only chunk 2 is signed, from A.
    await wallet.selectAccount(accountA);
    await expect.poll(() => paidChunks(page), { timeout: 30_000 }).toBe(1);
    await quoteThenSend(page, 1);
    await expect.poll(() => paidChunks(page), { timeout: 90_000 }).toBe(2);
    expect(wallet.sent).toBe(3);
    for (const [i, address] of list.entries()) {
      expect(await call(erc1155, collections.erc1155, 'balanceOf', [address, id1155(i)])).toBe(amount1155(i));
    }
    for (const id of [1n, 2n, 3n, 4n, 5n]) {
      expect(await call(erc1155, collections.erc1155, 'balanceOf', [accountB, id])).toBe(0n);
      expect(await call(erc1155, collections.erc1155, 'balanceOf', [accountA, id])).toBe(300n - 120n);
    }
  });
});

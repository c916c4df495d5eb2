// Issue 30 in Chromium on the local chain: the Tool pays from a 2-of-3 Safe (v1.4.1, Safe's npm artifacts) outside
// Safe{Wallet}. The member chooses "Pay from: a Safe", the Tool recognises it ("2 of 3 owners", or names why an
// address is not one), plans and quotes the run with the Safe as sender and exports the Safe Transaction Builder file;
// the test executes it from Node with two owners' signatures, as Safe{Wallet} would; executing it again is refused by
// the chain; a NEW browser profile given the same Safe and list shows the run paid and exports its receipts. Every
// test ends on balances.
import type { TransactionBuilderFile } from '@fanout/wallet-core/safe';
import { getAddress, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './axe.js';
import { downloaded, fillList, type Language, openWithSafe as openSafe, quoted, useSafes } from './safeSteps.js';
import { shown, shownAll, spaced } from './shown.js';
import { connect, nativeBalances, openTransfer, recipients, tokenBalances, useToolChainFixture } from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const TEXT = {
  en: {
    safe: 'A Safe (multisig)',
    owners: (address: string) => `Safe ${address}: 2 of 3 owners`,
    notOwner: /^Your connected wallet \(0x[0-9a-fA-F]{40}\) is not an owner of this Safe\./,
    owner: 'Your connected wallet is one of its owners.',
    notSafe: (address: string) =>
      `${address} on Polygon is a contract but not a Safe: it does not answer getOwners() and getThreshold().`,
    noCode: (address: string) => `There is no contract at ${address} on Polygon. Check the address and the network.`,
    steps: /^In Safe\{Wallet\}, open Apps → Transaction Builder .* 2 of the 3 owners sign/,
    perChunk: /One file per transaction/,
    paidAll: /^This list was already paid in full/,
    receipts: 'Receipts (JSON)',
  },
  chs: {
    safe: 'Safe 多签钱包',
    owners: (address: string) => `Safe ${address}：3 位所有者中需 2 位签名`,
    notOwner: /^已连接的钱包（0x[0-9a-fA-F]{40}）不是此 Safe 的所有者。/,
    owner: '已连接的钱包是其所有者之一。',
    notSafe: (address: string) => `Polygon 上的 ${address} 是合约，但不是 Safe：它不响应 getOwners 和 getThreshold。`,
    noCode: (address: string) => `Polygon 上的 ${address} 没有合约。请检查地址和网络。`,
    steps: /^在 Safe\{Wallet\} 中打开 Apps → Transaction Builder .*3 位所有者中的 2 位签名/,
    perChunk: /每笔交易一个文件/,
    paidAll: /^此列表已/,
    paidSome: '此列表的一部分已由该 Safe 支付：第 2 笔交易。只会发送其余部分。',
    paidOnChain: (count: number) =>
      new RegExp(`^注意：链上显示该 Safe 自 .+ 以来已用 POL 向此列表中的 ${count} 个收款人付款。`),
    receipts: '回执（JSON）',
  },
} as const;

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll), not a React hook.
const { fundedSafe, executeFile, refusal } = useSafes(fx);
const openWithSafe = (language: Language, account: string, safe: string) => openSafe(fx, language, account, safe);

/** A new profile (another owner's browser) with the same Safe and list: paid in full, nothing to export, receipts. */
async function followedElsewhere(
  language: Language,
  safe: string,
  token: 'DUSD' | 'POL',
  list: string[],
  amount: string,
) {
  const page = await openWithSafe(language, fx.account(8), safe);
  expect(await shown(page.getByTestId('safe-owner-note'))).toBe(TEXT[language].owner);
  await fillList(page, token, list, amount);
  await expect.poll(() => shown(page.getByTestId('already-paid')), { timeout: 30_000 }).toMatch(TEXT[language].paidAll);
  await page.getByTestId('run-summary').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('safe-download').count()).toBe(0);
  // The service fee the Safe's transactions paid, read from their BatchSent events (issue 36: it said 0).
  expect(await shown(page.getByTestId('summary-fees'))).toMatch(/^0\.0*[1-9][\d.]* POL$/);
  const [receipts] = [
    ...(await downloaded(page, () => page.getByRole('button', { name: TEXT[language].receipts }).click())).values(),
  ];
  const { rows, summary } = JSON.parse(receipts as string) as {
    rows: { address: string; status: string; txHash: string }[];
    summary: { sender: string };
  };
  expect(summary.sender.toLowerCase()).toBe(safe.toLowerCase());
  expect(rows.map((row) => row.address.toLowerCase())).toEqual(list.map((address) => address.toLowerCase()));
  expect(rows.every((row) => row.status === 'paid' && /^0x[0-9a-f]{64}$/.test(row.txHash))).toBe(true);
}

describe('paying from a Safe with a Transaction Builder file (issue 30)', () => {
  it('en: 600 DUSD recipients from a 2-of-3 Safe: quoted for the Safe, one file, executed once, refused again, paid in a new profile', {
    timeout: 300_000,
  }, async () => {
    const list = recipients(600, 'safe-en');
    const amount = '0.25';
    const each = parseUnits(amount, 6);
    const total = each * 600n;
    const { safe, address } = await fundedSafe(total + 5n, parseUnits('1', 18));

    // The connected wallet (account 6) is not an owner: it only reads.
    const page = await openWithSafe('en', fx.account(6), address);
    expect(await shown(page.getByTestId('safe-owner-note'))).toMatch(TEXT.en.notOwner);
    await fillList(page, 'DUSD', list, amount);
    // The balance checked is the Safe's, not the wallet's.
    await expect.poll(() => page.getByText('The Safe’s balance', { exact: true }).count()).toBe(1);
    await quoted(page, 3);
    // The approval rides in the file: the Safe approves exactly the run's amounts.
    expect(await shown(page.getByTestId('approval'))).toContain('150 DUSD');
    expect(await page.getByTestId('send').isVisible()).toBe(false);
    // The wallet's own Estimate / Approve buttons are gone while the Safe pays (issue 36: `.button-row`'s flex showed
    // them under the download, `hidden` notwithstanding).
    expect(await page.getByTestId('safe-download').isVisible()).toBe(true);
    expect(await page.getByTestId('approve').count()).toBe(1);
    expect(await page.getByTestId('approve').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Estimate cost' }).isVisible()).toBe(false);
    expect(await shown(page.getByTestId('safe-steps'))).toMatch(TEXT.en.steps);
    const [[name, text]] = [...(await downloaded(page, () => page.getByTestId('safe-download').click()))] as [
      [string, string],
    ];
    expect(name).toMatch(/^fanout-safe-[0-9a-f]{8}-all\.json$/);
    const file = JSON.parse(text) as TransactionBuilderFile;
    expect(spaced(file.meta.name ?? '')).toBe('Fanout payment: 600 recipients');
    expect(file.chainId).toBe('137');
    expect(file.meta.createdFromSafeAddress).toBe(address);
    expect(file.transactions).toHaveLength(4);

    const safeBefore = await nativeBalances(fx.chain, [address]);
    expect(await executeFile(safe, file)).toBe(1);
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => each));
    expect(await tokenBalances(fx.chain, [address])).toEqual([5n]);
    const [safeAfter] = await nativeBalances(fx.chain, [address]);
    // The Safe paid the operator fees (no more than quoted) and nothing else in POL.
    expect((safeBefore[0] as bigint) - (safeAfter as bigint)).toBeGreaterThan(0n);

    // Executing the same file again: refused by the chain, nobody paid twice.
    expect(await refusal(safe, file)).toMatch(/GS013|revert/i);
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => each));
    expect(await tokenBalances(fx.chain, [address])).toEqual([5n]);
    expect(await nativeBalances(fx.chain, [address])).toEqual([safeAfter]);

    await followedElsewhere('en', address, 'DUSD', list, amount);
  });

  it('chs: an address that is not a Safe is named; 300 POL recipients in per-transaction files, one executed, the rest offered in a new profile, then paid', {
    timeout: 300_000,
  }, async () => {
    const list = recipients(300, 'safe-chs');
    const amount = '0.001';
    const each = parseUnits(amount, 18);
    const { safe, address } = await fundedSafe(0n, parseUnits('2', 18));
    const { page } = await fx.open({ account: fx.account(6), language: 'chs', acceptDialogs: true });
    await connect(page);
    await openTransfer(page);
    await page.getByLabel(TEXT.chs.safe).check();
    // BulkSend is a contract, not a Safe; an account has no code.
    await page.getByTestId('safe-address').fill(fx.chain.bulkSend);
    await expect
      .poll(() => shown(page.getByTestId('safe-error')), { timeout: 20_000 })
      .toBe(TEXT.chs.notSafe(getAddress(fx.chain.bulkSend)));
    await page.getByTestId('safe-address').fill(fx.account(5));
    await expect
      .poll(() => shown(page.getByTestId('safe-error')), { timeout: 20_000 })
      .toBe(TEXT.chs.noCode(getAddress(fx.account(5))));
    await page.getByTestId('safe-address').fill(address);
    await expect.poll(() => shown(page.getByTestId('safe-owners')), { timeout: 20_000 }).toBe(TEXT.chs.owners(address));
    expect(await shown(page.getByTestId('safe-owner-note'))).toMatch(TEXT.chs.notOwner);

    await fillList(page, 'POL', list, amount);
    await quoted(page, 2);
    await page.getByLabel(TEXT.chs.perChunk).check();
    // The Safe's field, its owners and the export pass axe like the rest of the panel (the nav's connected button
    // has a finding of its own, outside this feature: label-content-name-mismatch).
    const findings = (await seriousViolations(page)).filter((finding) => !finding.target.includes('.connect-button'));
    expect(describeFindings('chs Safe export', findings)).toEqual([]);
    const files = await downloaded(page, () => page.getByTestId('safe-download').click(), 2);
    const fileOf = (name: string) =>
      JSON.parse([...files].find(([file]) => file.endsWith(name))?.[1] ?? 'null') as TransactionBuilderFile;
    expect([...files.keys()].map((file) => file.replace(/-[0-9a-f]{8}-/, '-…-')).sort()).toEqual([
      'fanout-safe-…-tx1.json',
      'fanout-safe-…-tx2.json',
    ]);
    const second = fileOf('-tx2.json');
    expect(second.transactions).toHaveLength(1);
    expect(spaced(second.meta.name ?? '')).toBe('Fanout 付款：300 个收款人，共 2 笔交易中的第 2 笔');

    // The owners execute only the second transaction's file.
    const before = await nativeBalances(fx.chain, [...list, address]);
    expect(await executeFile(safe, second)).toBe(1);
    const after = await nativeBalances(fx.chain, [...list, address]);
    expect(after.slice(0, 300)).toEqual(before.slice(0, 300).map((balance, i) => balance + (i >= 150 ? each : 0n)));
    expect(await refusal(safe, second)).toMatch(/GS013|revert/i);
    expect(await nativeBalances(fx.chain, [...list, address])).toEqual(after);

    // Another owner's new profile: the list reversed (every batch id changes) — the chain, read for the Safe with its
    // calldata, names the 150 recipients already paid; the same list — only transaction 1 is left to export.
    const other = await openWithSafe('chs', fx.account(8), address);
    await fillList(other, 'POL', [...list].reverse(), amount);
    await expect
      .poll(() => shown(other.getByTestId('chain-paid-text')), { timeout: 30_000 })
      .toMatch(TEXT.chs.paidOnChain(150));
    await fillList(other, 'POL', list, amount);
    await expect.poll(() => shown(other.getByTestId('already-paid')), { timeout: 30_000 }).toBe(TEXT.chs.paidSome);
    await quoted(other, 1);
    const offered = await downloaded(other, () => other.getByTestId('safe-download').click());
    expect([...offered.keys()].map((file) => file.slice(-9))).toEqual(['-tx1.json']);
    const rest = JSON.parse([...offered.values()][0] as string) as TransactionBuilderFile;
    expect(await executeFile(safe, rest as TransactionBuilderFile)).toBe(1);
    const paid = await nativeBalances(fx.chain, [...list, address]);
    expect(paid.slice(0, 300)).toEqual(before.slice(0, 300).map((balance) => balance + each));
    expect((before[300] as bigint) - (paid[300] as bigint)).toBeGreaterThan(each * 300n);

    // The first page follows the chunks it put in files (their attempts stored, issue 36): the chain shows both paid,
    // one by its own file and one by the other profile's, each with its transaction.
    await page.getByTestId('run-summary').waitFor({ timeout: 30_000 });
    expect(await shownAll(page.getByTestId('run-chunks').locator('li'))).toEqual([
      '第 1 笔交易（第 1–150 行）：已支付 在 Polygonscan 查看',
      '第 2 笔交易（第 151–300 行）：已支付 在 Polygonscan 查看',
    ]);

    await followedElsewhere('chs', address, 'POL', list, amount);

    // A member paying the same list from a wallet: the Safe's POL payments came through its execTransaction, and the
    // check of what the recipients received from other senders reads them from the Safe's calldata: the Safe named
    // with all 300 lines, nothing left unread (it said "2 payments … could not be read" and named no line).
    const { page: member, wallet } = await fx.open({ account: fx.account(3), language: 'chs', acceptDialogs: true });
    await connect(member);
    await openTransfer(member);
    await fillList(member, 'POL', list, amount);
    const warning = member.getByTestId('other-senders-warning');
    await expect
      .poll(() => warning.getByTestId('other-sender-address').allTextContents(), { timeout: 60_000 })
      .toEqual([getAddress(address)]);
    expect(await shown(warning.getByTestId('other-sender-lines'))).toMatch(/1–300/);
    expect(await member.getByTestId('other-senders-check').count()).toBe(0);
    expect(wallet.sent).toBe(0);
    expect(await nativeBalances(fx.chain, list)).toEqual(paid.slice(0, 300));
  });
});

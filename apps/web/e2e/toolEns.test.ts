// Issue 38 in Chromium on the local chain, ENS names in a list: the local chain (id 137, Polygon's) stands in for
// Ethereum mainnet too, with the ENS registry and PublicResolver of the ENS team's npm artifacts deployed on it and
// named in the chain settings' `ens`. alice.eth has an address for chain 137 (ENSIP-11 coin type 0x80000089) and
// another ETH address; bob.eth has only an ETH (coin type 60) record. alice.eth pays her chain-137 address, never her
// ETH one; bob.eth is refused on its line by name; the run's receipts name the lines; every balance is checked.
// Without ENS in the chain settings, names are refused on their line as not configured. A line to a precompile is
// refused by line too (addresses nobody can spend from), and the rest is paid once.

import { readFile } from 'node:fs/promises';
import { deployEnsContracts, type EnsContracts } from '@fanout/test-chain/ens-contracts';
import { getAddress, JsonRpcProvider, id as keccakId, parseUnits } from 'ethers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shown, shownAll } from './shown.js';
import { connect, nativeBalances, openTransfer, recipients, useToolChainFixture } from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const AMOUNT = '0.001';
const ONCE = parseUnits(AMOUNT, 18);
/** ENSIP-11: 0x80000000 | 137, the record read for the local chain (which serves Polygon's chain id). */
const COIN_TYPE_137 = 0x80000089;
const address = (salt: string) => getAddress(`0x${keccakId(salt).slice(26)}`);
const ALICE = address('ens-alice-137');
const ALICE_ETH = address('ens-alice-eth');
const BOB_ETH = address('ens-bob-eth');
const CAROL = address('ens-carol');
const DAVE = address('ens-dave-137');
const DAVE_ETH = address('ens-dave-eth');
/** Where alice.eth points after the run was planned (en, then chs). */
const ALICE_LATER = { en: address('ens-alice-later-en'), chs: address('ens-alice-later-chs') };

const TEXT = {
  en: {
    bobLine:
      'Line 3: This ENS name has no address for Polygon; its Ethereum address is not used on other chains (bob.eth)',
    aliceName: `Line 1: alice.eth → ${ALICE} (its primary name is alice.eth)`,
    bobName: 'Line 3: bob.eth: no address for Polygon; its Ethereum address is not used on other chains',
    notConfigured: 'Line 1: An ENS name, but ENS is not configured on this site: write the address instead (alice.eth)',
    notConfiguredPanel:
      'ENS is not configured on this site (no Ethereum RPC for ENS in its chain settings): names cannot be paid. Write the addresses instead.',
    summaryLine: `Line 1: alice.eth → ${ALICE}`,
    receiptsCsv: 'Receipts (CSV)',
    changedError:
      'Nothing was signed: read again right before signing, ENS names of this list give other addresses now than the ones frozen into the run. They are named above with both addresses; sending again pays the frozen ones.',
    changed: (later: string) =>
      `ENS names that point elsewhere now Right before signing, these names were read again: they give another address now than the one frozen into this run. Nothing was signed. The run pays the frozen address; to pay the new one, edit the list so it is planned again. Line 1, alice.eth In the run (paid if you send): ${ALICE} The name gives now: ${later} Pressing Send again pays the addresses in the run.`,
  },
  chs: {
    bobLine: '第 3 行：该 ENS 名称没有 Polygon 的地址；其以太坊地址不会用于其他链（bob.eth）',
    aliceName: `第 1 行：alice.eth → ${ALICE}（其主名称为 alice.eth）`,
    bobName: '第 3 行：bob.eth：没有 Polygon 的地址；其以太坊地址不会用于其他链',
    notConfigured: '第 1 行：ENS 名称，但本站未配置 ENS：请改填地址（alice.eth）',
    notConfiguredPanel: '本站未配置 ENS（链设置中没有用于 ENS 的以太坊 RPC）：无法向名称付款。请改填地址。',
    receiptsCsv: '回执（CSV）',
    changedError:
      '未签名任何交易：签名前再次读取时，此列表中的 ENS 名称现在给出的地址与转账中固定的地址不同。上方已列出两个地址；再次发送将向固定的地址付款。',
    changed: (later: string) =>
      `现已指向其他地址的 ENS 名称 签名前再次读取了这些名称：它们现在给出的地址与此转账中固定的地址不同。尚未签名。此转账向固定的地址付款；如需向新地址付款，请修改列表以重新规划。 第 1 行，alice.eth 转账中的地址（发送即向其付款）：${ALICE} 该名称现在给出的地址：${later} 再次点击发送将向转账中的地址付款。`,
  },
} as const;

let ens: EnsContracts;
let provider: JsonRpcProvider;

beforeAll(async () => {
  provider = new JsonRpcProvider(fx.chain.rpcUrl, 137, { staticNetwork: true });
  ens = await deployEnsContracts(await provider.getSigner(fx.account(9)));
  await ens.register('alice.eth');
  await ens.setCoinAddress('alice.eth', COIN_TYPE_137, ALICE);
  await ens.setEthAddress('alice.eth', ALICE_ETH);
  // Her chain-137 address calls itself alice.eth (ENSIP-19 reverse record for coin type 0x80000089).
  await ens.setChainPrimaryName(ALICE, COIN_TYPE_137.toString(16), 'alice.eth');
  await ens.register('bob.eth');
  await ens.setEthAddress('bob.eth', BOB_ETH);
}, 60_000);
afterAll(() => provider?.destroy());

/**
 * alice.eth's chain-137 record moved to `later` after the run was planned: the first press names it (both addresses)
 * and signs nothing; the record is set back afterwards.
 */
async function sendAfterAliceMoved(page: Page, language: 'en' | 'chs', wallet: { sent: number }) {
  const text = TEXT[language];
  await expect.poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 }).toBe(1);
  await ens.setCoinAddress('alice.eth', COIN_TYPE_137, ALICE_LATER[language]);
  await page.getByTestId('send').click();
  await expect.poll(() => shown(page.getByTestId('send-error')), { timeout: 30_000 }).toContain(text.changedError);
  // Its paragraphs read as one text (line breaks as spaces).
  const notice = (await shown(page.getByTestId('ens-changed'))).replace(/\s+/g, ' ').trim();
  expect(notice).toBe(text.changed(ALICE_LATER[language]));
  expect(wallet.sent).toBe(0);
}

/** /tool on the local chain, with ENS read there (the chain settings' `ens`) unless `withEns` is false. */
async function openWithEns(account: string, language: 'en' | 'chs', withEns = true) {
  const { page, context, wallet } = await fx.open({ account, language, acceptDialogs: true });
  await context.addInitScript(
    (settings) => {
      const page = window as unknown as { __FANOUT_CHAIN__: Record<string, unknown> };
      page.__FANOUT_CHAIN__ = { ...page.__FANOUT_CHAIN__, ens: settings };
    },
    withEns ? { chainId: 137, rpcUrl: fx.chain.rpcUrl, registry: ens.registry } : null,
  );
  await page.reload();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await connect(page);
  await openTransfer(page);
  await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
  return { page, wallet };
}

const errorLines = (page: Page) => shownAll(page.getByTestId('preview-errors').locator('li'));

/**
 * The list `alice,carol,bob.eth` (then `more` addresses) read on the L1 for chain 137: each name beside its address or
 * why it cannot be paid, bob.eth refused on its line; then the invalid line removed.
 */
async function readNames(page: Page, language: 'en' | 'chs', alice: string, more: string[] = []) {
  const text = TEXT[language];
  const list = [alice, CAROL, 'bob.eth', ...more].map((recipient) => `${recipient},${AMOUNT}`).join('\n');
  await page.getByTestId('recipients').fill(list);
  const names = page.getByTestId('ens-lines').getByTestId('ens-line');
  await expect.poll(() => shownAll(names), { timeout: 30_000 }).toEqual([text.aliceName, text.bobName]);
  await expect.poll(() => errorLines(page), { timeout: 30_000 }).toEqual([text.bobLine]);
  expect(await page.getByTestId('ens-progress').count()).toBe(0);
  await page.getByTestId('remove-invalid').click();
  await expect.poll(() => shown(page.getByTestId('preview-count')), { timeout: 30_000 }).toBe(String(2 + more.length));
  await expect.poll(() => page.getByTestId('preview-errors').count()).toBe(0);
}

/** alice's chain-137 address and carol paid once (by the en test); nothing to an ETH record or a later address. */
async function expectBalances(later: string) {
  const balances = await nativeBalances(fx.chain, [ALICE, CAROL, ALICE_ETH, BOB_ETH, later]);
  expect(balances).toEqual([ONCE, ONCE, 0n, 0n, 0n]);
}

describe('ENS names in a list (issue 38)', () => {
  it('alice.eth pays her chain-137 address frozen into the run (named when it moved before signing), bob.eth (ETH record only) is refused on its line; the receipts name the lines (en)', {
    timeout: 120_000,
  }, async () => {
    const text = TEXT.en;
    const { page, wallet } = await openWithEns(fx.account(5), 'en');
    await readNames(page, 'en', 'Alice.ETH');
    // Right before signing alice.eth points elsewhere: named with both addresses; the next press pays the frozen one.
    await sendAfterAliceMoved(page, 'en', wallet);
    await page.getByTestId('send').click();
    const summary = page.getByTestId('run-summary');
    await summary.waitFor({ timeout: 60_000 });
    expect(await shownAll(summary.getByTestId('run-ens-line'))).toEqual([text.summaryLine]);

    // The receipts: a name column beside the address frozen into the run (empty for the address line).
    const download = page.waitForEvent('download');
    await summary.getByRole('button', { name: text.receiptsCsv }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe('line,address,name,amount,chunk,batchId,txHash,block,status,finality');
    expect(rows[1]).toMatch(new RegExp(`^1,${ALICE},alice\\.eth,0\\.001,1,0x[0-9a-f]{64},0x[0-9a-f]{64},\\d+,paid,`));
    expect(rows[2]).toMatch(new RegExp(`^2,${CAROL},,0\\.001,1,`, 'i'));

    // Every recipient's balance.
    await expectBalances(ALICE_LATER.en);
    await ens.setCoinAddress('alice.eth', COIN_TYPE_137, ALICE);
  });

  it('the same words in Chinese: a name beside its address, a name without an address for the chain refused, a name moved before signing, at 375 px (chs)', {
    timeout: 60_000,
  }, async () => {
    // On a phone (375 px): the names and addresses wrap, nothing scrolls sideways.
    const { page, wallet } = await openWithEns(fx.account(6), 'chs');
    await page.setViewportSize({ width: 375, height: 800 });
    // A list over 5,000 characters: parsed in the preview worker, with the names read so far sent to it.
    const more = recipients(110, 'ens-more');
    await readNames(page, 'chs', 'alice.eth', more);
    // alice and carol were paid by the en test's account: the other senders' warning (issue 37) names them, and the
    // member goes on.
    const others = page.getByTestId('other-senders-warning');
    await others.waitFor({ timeout: 60_000 });
    await others.getByTestId('other-senders-confirm').check();
    await sendAfterAliceMoved(page, 'chs', wallet);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await ens.setCoinAddress('alice.eth', COIN_TYPE_137, ALICE);
    // Nothing was sent: the balances are the first test's.
    await expectBalances(ALICE_LATER.chs);
    expect(await nativeBalances(fx.chain, more)).toEqual(more.map(() => 0n));
  });

  it.each(['en', 'chs'] as const)(
    'without ENS in the chain settings a name is refused on its line as not configured (%s)',
    {
      timeout: 60_000,
    },
    async (language) => {
      const text = TEXT[language];
      const { page } = await openWithEns(fx.account(7), language, false);
      await page.getByTestId('recipients').fill(`alice.eth,${AMOUNT}\n${CAROL},${AMOUNT}`);
      await expect.poll(() => errorLines(page), { timeout: 30_000 }).toEqual([text.notConfigured]);
      expect(await shown(page.getByTestId('ens-not-configured'))).toBe(text.notConfiguredPanel);
      expect(await nativeBalances(fx.chain, [ALICE, CAROL])).toEqual([ONCE, ONCE]);
    },
  );

  it('a Safe CSV Airdrop file whose receivers are names: read as in a pasted list, dave.eth paid at his chain-137 address, bob.eth refused on its line (en)', {
    timeout: 120_000,
  }, async () => {
    await ens.register('dave.eth');
    await ens.setCoinAddress('dave.eth', COIN_TYPE_137, DAVE);
    await ens.setEthAddress('dave.eth', DAVE_ETH);
    const { page } = await openWithEns(fx.account(6), 'en');
    const file = [
      'token_type,token_address,receiver,amount,id',
      `native,,dave.eth,${AMOUNT},`,
      `native,,bob.eth,${AMOUNT},`,
    ];
    await page.getByTestId('recipients').fill(file.join('\n'));
    const names = page.getByTestId('ens-lines').getByTestId('ens-line');
    await expect
      .poll(() => shownAll(names), { timeout: 30_000 })
      .toEqual([`Line 2: dave.eth → ${DAVE} (this address has no primary name)`, TEXT.en.bobName]);
    await expect.poll(() => errorLines(page), { timeout: 30_000 }).toEqual([TEXT.en.bobLine]);
    await page.getByTestId('remove-invalid').click();
    await expect.poll(() => shown(page.getByTestId('preview-count')), { timeout: 30_000 }).toBe('1');
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(1);
    await page.getByTestId('send').click();
    await page.getByTestId('run-summary').waitFor({ timeout: 60_000 });
    expect(await nativeBalances(fx.chain, [DAVE, DAVE_ETH, BOB_ETH])).toEqual([ONCE, 0n, 0n]);
  });
});

describe('addresses nobody can spend from (issue 38)', () => {
  it('a precompile line is refused by line with the reason before anything is signed; without it the rest is paid once (en)', {
    timeout: 90_000,
  }, async () => {
    const precompile = '0x0000000000000000000000000000000000000001';
    const [first, last] = recipients(2, 'precompile');
    const list = [first, precompile, last].map((recipient) => `${recipient},${AMOUNT}`).join('\n');
    const [before] = await nativeBalances(fx.chain, [precompile]);
    const { page, wallet } = await openWithEns(fx.account(8), 'en');
    await page.getByTestId('recipients').fill(list);
    await expect
      .poll(() => errorLines(page), { timeout: 30_000 })
      .toEqual([`Line 2: A precompile, not a wallet: nothing sent there can be moved again (${precompile})`]);
    expect(wallet.sent).toBe(0);
    await page.getByTestId('remove-invalid').click();
    await expect.poll(() => shown(page.getByTestId('preview-count')), { timeout: 30_000 }).toBe('2');
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(1);
    await page.getByTestId('send').click();
    await page.getByTestId('run-summary').waitFor({ timeout: 60_000 });
    expect(wallet.sent).toBe(1);
    expect(await nativeBalances(fx.chain, [first as string, last as string, precompile])).toEqual([ONCE, ONCE, before]);
  });
});

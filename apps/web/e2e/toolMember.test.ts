// Issue 19 in Chromium on the local chain: the Tool as a member meets it. Keys and lists are never lost by a click,
// amounts are grouped per language, errors are sentences with the raw text behind "details", a phone gets its own
// Connect button, spreadsheets are read by their header. en and chs where the text matters; 375 px for phones.

import { readFile } from 'node:fs/promises';
import { bulkSendFee, formatAmount } from '@fanout/batch-core';
import { bulkSendAbi, DemoToken__factory } from '@fanout/contracts';
import { Contract, JsonRpcProvider, parseUnits, type TransactionReceipt, type TransactionResponse } from 'ethers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shown, spaced } from './shown.js';
import {
  connect,
  nativeBalances,
  type OpenOnChainOptions,
  only,
  openTransfer,
  recipients,
  refuseToLeave,
  tokenBalances,
  useToolChainFixture,
} from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();
const PHONE = { width: 375, height: 800 };
const LANGUAGES = ['en', 'chs'] as const;

function open(options: Partial<OpenOnChainOptions> = {}) {
  return fx.open({ ...options, account: options.account ?? fx.account(1) });
}

/** The first whole number in a shown text, grouped in either language ("5,635,000" or "5 635 000"). */
function integerIn(text: string): bigint {
  return BigInt((/\d[\d,\u00a0 ]*/.exec(text)?.[0] ?? '').replace(/\D/g, ''));
}

/** The first figure before `unit` in a shown text ("0.00591675 POL", "1 gwei"), in base units of `decimals`. */
function figureIn(text: string, unit: string, decimals: number): bigint {
  const match = new RegExp(`(\\d[\\d,\\u00a0 ]*(?:\\.\\d+)?) ${unit}`).exec(text);
  return parseUnits((match?.[1] ?? '').replace(/[,\u00a0 ]/g, ''), decimals);
}

function coinIn(text: string): bigint {
  return figureIn(text, 'POL', 18);
}

interface ChunkFigures {
  gas: bigint;
  /** The node's estimate (false: the formula used before the approval exists). */
  estimated: boolean;
  feeText: string;
  networkText: string;
}

/** Every row of the cost table as the member reads it: gas, network cost and service fee of each transaction. */
async function chunkFigures(page: Page): Promise<ChunkFigures[]> {
  const figures: ChunkFigures[] = [];
  for (const row of await page.getByTestId('chunk-estimates').locator('tbody tr').all()) {
    const [, , gas = '', networkText = '', feeText = ''] = (await row.locator('td').allInnerTexts()).map(spaced);
    figures.push({ gas: integerIn(gas), estimated: !/approval|授权/.test(gas), feeText, networkText });
  }
  return figures;
}

/** POL as the cost panel writes it (8 fraction digits; the figures here are below 1 POL, so no grouping). */
function polText(wei: bigint): string {
  return `${formatAmount(wei, 18, { maxFractionDigits: 8 })} POL`;
}

/** The account's transactions mined from `fromBlock` on, by nonce, with their receipts. */
async function transactionsFrom(provider: JsonRpcProvider, account: string, fromBlock: number) {
  const latest = await provider.getBlockNumber();
  const found: TransactionResponse[] = [];
  for (let n = fromBlock; n <= latest; n++) {
    const block = await provider.getBlock(n, true);
    for (const tx of block?.prefetchedTransactions ?? []) {
      if (tx.from.toLowerCase() === account.toLowerCase()) found.push(tx);
    }
  }
  found.sort((a, b) => a.nonce - b.nonce);
  const receipts = await Promise.all(found.map((tx) => provider.getTransactionReceipt(tx.hash)));
  return found.map((tx, i) => ({ tx, receipt: receipts[i] as TransactionReceipt }));
}

function walletRows(page: Page) {
  return page.getByTestId('wallet-table').locator('tbody tr');
}

/**
 * The chain's RPC, as the page reaches it (the Tool reads the run's chain through it, not through the wallet), fails
 * the next `times` requests of `method` with the node error a broken connection gives (-32603 "failed to fetch"); the
 * other requests of a batch carrying them reach the node. Returns how many requests of `method` the page made.
 */
async function failChainReads(page: Page, rpcUrl: string, method: string, times: number): Promise<{ calls: number }> {
  type Request = { id?: number; method?: string };
  const port = new URL(rpcUrl).port;
  const seen = { calls: 0 };
  let left = times;
  await page.route(
    (url) => url.port === port,
    async (route) => {
      const body = route.request().postDataJSON() as Request | Request[] | null;
      const requests = Array.isArray(body) ? body : body ? [body] : [];
      const asked = requests.filter((request) => request.method === method);
      seen.calls += asked.length;
      const failing = new Set(asked.slice(0, Math.max(left, 0)));
      if (failing.size === 0) return route.fallback();
      left -= failing.size;
      const errors = [...failing].map((request) => ({
        jsonrpc: '2.0',
        id: request.id ?? null,
        error: { code: -32603, message: 'Internal JSON-RPC error: failed to fetch' },
      }));
      const rest = requests.filter((request) => !failing.has(request));
      const answers =
        rest.length > 0 ? ((await (await route.fetch({ postData: JSON.stringify(rest) })).json()) as unknown[]) : [];
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify(Array.isArray(body) ? [...answers, ...errors] : errors[0]),
      });
    },
  );
  return seen;
}

describe('keys and lists are never lost by a click', () => {
  for (const language of only('en')) {
    it(`generated wallets stay until cleared and need a "keys saved" step before funding (${language})`, async () => {
      const { page } = await open({ language });
      const text = {
        en: { create: 'Create', use: 'Use as recipients', clear: 'Clear wallets', save: 'Save the keys first' },
        chs: { create: '创建', use: '用作收款地址', clear: '清除钱包', save: '请先保存私钥' },
      }[language];
      await page.getByLabel(/Number of wallets|钱包数量/).fill('3');
      await page.getByRole('button', { name: text.create, exact: true }).click();
      await expect.poll(() => walletRows(page).count()).toBe(3);
      const addresses = await walletRows(page).locator('td:nth-child(2) code').allInnerTexts();
      // Not saved yet: funding is refused, with the reason on the page.
      expect(await page.getByRole('button', { name: text.use }).isDisabled()).toBe(true);
      expect(await page.getByTestId('save-keys-first').innerText()).toContain(text.save);
      // Leaving now asks first (the page stays when the member says no).
      await refuseToLeave(page);
      // A download is the "keys saved" step.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /Download CSV|下载 CSV/ }).click();
      expect((await download).suggestedFilename()).toBe('fanout-evm-wallets.csv');
      await page.getByRole('button', { name: text.use }).click();
      await page.getByTestId('recipients').waitFor();
      expect((await page.getByTestId('recipients').inputValue()).split('\n').map((line) => line.split(',')[0])).toEqual(
        addresses,
      );
      // Back in the generator: the same wallets, until the member clears them.
      await page.getByRole('button', { name: /^Wallet|^钱包/ }).click();
      expect(await walletRows(page).locator('td:nth-child(2) code').allInnerTexts()).toEqual(addresses);
      await page.getByRole('button', { name: text.clear }).click();
      await expect.poll(() => walletRows(page).count()).toBe(0);
    });
  }

  it('the list and the token survive panel, language and route switches within the visit', async () => {
    const { page } = await open();
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'POL' });
    const list = recipients(3, 'survive')
      .map((address) => `${address},1`)
      .join('\n');
    await page.getByTestId('recipients').fill(list);
    await page.getByRole('button', { name: /^Wallet/ }).click();
    await openTransfer(page);
    expect(await page.getByTestId('recipients').inputValue()).toBe(list);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: '简体中文' }).click();
    await page.getByLabel('支付代币').waitFor();
    expect(await page.getByTestId('recipients').inputValue()).toBe(list);
    await page.goto(`${fx.baseUrl}/#/`);
    await page.goto(`${fx.baseUrl}/#/tool`);
    await openTransfer(page);
    expect(await page.getByTestId('recipients').inputValue()).toBe(list);
    expect(await page.getByLabel('支付代币').locator('option:checked').innerText()).toBe('POL');
  });
});

describe('money and errors in words', () => {
  it('groups amounts: 1,000,000 in English, 1 000 000 in Chinese conventions; the unit never breaks off', async () => {
    // No-break spaces: between digit groups in Chinese, before the unit in both (issue 27).
    for (const [language, total] of [
      ['en', '1,000,000\u00a0DUSD'],
      ['chs', '1\u00a0000\u00a0000\u00a0DUSD'],
    ] as const) {
      const { page } = await open({ language });
      await openTransfer(page);
      await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'DUSD' });
      await page.getByTestId('recipients').fill(`${recipients(1, 'group')[0]},1000000`);
      await expect.poll(() => page.getByTestId('preview-total').innerText()).toBe(total);
    }
  });

  for (const language of only('chs')) {
    it(`an RPC failure while quoting is a sentence, not "The transaction failed"; the raw text is behind details (${language})`, async () => {
      const { page, wallet } = await open({ language, account: fx.account(2) });
      await connect(page);
      await openTransfer(page);
      await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
      // The quote comes as soon as the list settles: the network fails before it does.
      wallet.failNext.set('eth_gasPrice', 1);
      await failChainReads(page, fx.chain.rpcUrl, 'eth_gasPrice', 1);
      await page.getByTestId('recipients').fill(`${recipients(1, `rpc-${language}`)[0]},0.5`);
      await expect.poll(() => page.getByTestId('preview-count').innerText()).toBe('1');
      const alert = page.getByTestId('send-error');
      await expect.poll(() => alert.count(), { timeout: 30_000 }).toBe(1);
      expect(await alert.innerText()).toBe(
        language === 'en'
          ? 'Your wallet could not reach the network. Nothing more was sent; check your connection and try again.'
          : '钱包无法连接网络，未再发送任何交易；请检查网络连接后重试。',
      );
      const visible = await page.locator('.tool-panel').innerText();
      expect(visible).not.toMatch(/Internal JSON-RPC|could not coalesce|missing revert data|The transaction failed/);
      await page.getByText(/^(Details|详细信息)$/).click();
      expect(await page.getByTestId('send-error-detail').innerText()).toContain('failed to fetch');
    });
  }

  for (const language of only('en')) {
    it(`a failed receipt poll is not a failed transaction; the figures before signing are what the chain charged (${language})`, async () => {
      const { page, wallet } = await open({ language, account: fx.account(language === 'en' ? 3 : 7) });
      await connect(page);
      await openTransfer(page);
      await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
      const list = recipients(20, `poll-${language}`);
      await page.getByTestId('recipients').fill(list.map((address) => `${address},0.01`).join('\n'));
      await expect.poll(() => page.getByTestId('preview-count').innerText()).toBe('20');
      // The figures come on their own; one press sends.
      await expect
        .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 30_000 })
        .toBe(1);
      const quotedFee = await shown(page.getByTestId('fee-total'));
      const quotedNetwork = coinIn(await shown(page.getByTestId('network-cost')));
      // The node does not answer the first receipt poll: the transaction stays pending with its link (each failed poll
      // doubles the wait before the next: one is enough to show it is not read as a failure).
      const receiptReads = await failChainReads(page, fx.chain.rpcUrl, 'eth_getTransactionReceipt', 1);
      await page.getByTestId('send').click();
      await expect.poll(() => page.getByTestId('send-success').locator('li').count(), { timeout: 90_000 }).toBe(1);
      expect(await page.getByTestId('send-error').count()).toBe(0);
      expect(wallet.sent).toBe(1);
      expect(receiptReads.calls).toBeGreaterThan(1);
      expect(await nativeBalances(fx.chain, list)).toEqual(list.map(() => parseUnits('0.01', 18)));
      // What the chain charged: the operator fee is the quoted one, the gas cost at most the quote plus one block's
      // base-fee rise (12.5 %).
      const hash = await page.getByTestId('send-success').locator('code').innerText();
      const provider = new JsonRpcProvider(fx.chain.rpcUrl, 137, { staticNetwork: true });
      const [sent, receipt] = await Promise.all([provider.getTransaction(hash), provider.getTransactionReceipt(hash)]);
      provider.destroy();
      const fee = (sent?.value ?? 0n) - parseUnits('0.2', 18);
      expect(`${formatAmount(fee, 18, { maxFractionDigits: 8 })} POL`).toBe(quotedFee);
      const charged = (receipt?.gasUsed ?? 0n) * (receipt?.gasPrice ?? 0n);
      expect(charged).toBeGreaterThan(0n);
      expect(charged).toBeLessThanOrEqual((quotedNetwork * 1125n) / 1000n + 1n);
    });
  }
});

describe('a token that needs approval: the figures before each signature are what the chain charged (issue 19)', () => {
  for (const language of only('chs')) {
    it(`600 DUSD recipients: approval and 3 chunks quoted before signing match the chain, and so do the JSON receipts (${language})`, {
      timeout: 300_000,
    }, async () => {
      const account = fx.account(language === 'en' ? 5 : 6);
      const { page } = await open({ language, account });
      await connect(page);
      await openTransfer(page);
      await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'DUSD' });
      const list = recipients(600, `charged-${language}`).map((address, i) => [address, `${i + 1}.25`] as const);
      await page.getByTestId('recipients').fill(list.map(([address, amount]) => `${address},${amount}`).join('\n'));
      await expect.poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 }).toBe('600');
      const provider = new JsonRpcProvider(fx.chain.rpcUrl, 137, { staticNetwork: true });
      const firstBlock = (await provider.getBlockNumber()) + 1;
      const feePercent = Number(
        await new Contract(fx.chain.bulkSend, bulkSendAbi, provider).getFunction('feePercent')(),
      );

      // Before the first signature (the approval): its gas and cost, and every chunk's gas and fee (by the formula,
      // since the node cannot estimate a transfer the token has not approved yet), on screen as the list settles.
      const approvalEstimate = page.getByTestId('approval-estimate');
      await expect.poll(() => approvalEstimate.count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(async () => (await chunkFigures(page)).length, { timeout: 60_000 }).toBe(3);
      const beforeApproval = await chunkFigures(page);
      // The exact allowance (the list's total, grouped as the language groups, read through shown()) and balanced
      // chunks (200 each).
      const total = list.reduce((sum, [, amount]) => sum + parseUnits(amount, 6), 0n);
      const grouped = formatAmount(total, 6).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : ' ');
      expect(await shown(page.getByTestId('approval'))).toMatch(
        new RegExp(language === 'en' ? `^Allowance to approve: ${grouped} DUSD\\.` : `^需授权额度：${grouped} DUSD。`),
      );
      expect(await page.getByTestId('chunk-estimates').locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual([
        '1–200',
        '201–400',
        '401–600',
      ]);
      const approvalText = await shown(approvalEstimate);
      const approvalGas = integerIn(approvalText);
      const priceBeforeApproval = figureIn(await shown(page.getByTestId('gas-price')), 'gwei', 9);
      expect(approvalText).toContain(polText(approvalGas * priceBeforeApproval));
      // Then the approval alone; then the node's estimate of every chunk, shown before the first chunk is signed.
      await page.getByTestId('approve').click();
      await expect
        .poll(() => page.getByTestId('approval').innerText(), { timeout: 90_000 })
        .toBe(language === 'en' ? 'No approval needed' : '无需授权');
      await expect
        .poll(async () => (await chunkFigures(page)).map((row) => row.estimated), { timeout: 60_000 })
        .toEqual([true, true, true]);
      const beforeSend = await chunkFigures(page);
      const gasPriceText = await shown(page.getByTestId('gas-price'));
      const gasPrice = figureIn(gasPriceText, 'gwei', 9);
      // EIP-1559: the price expected and, in brackets (full-width in Chinese), the most the member agrees to pay per gas.
      const maxFeeShown = parseUnits(/([\d.]+) gwei[)）]$/.exec(gasPriceText)?.[1] ?? '', 9);
      await page.getByTestId('send').click();
      await expect
        .poll(() => page.getByTestId('run-chunks').locator('li[data-status="paid"]').count(), { timeout: 180_000 })
        .toBe(3);

      // What the chain charged: the approval, then the three chunks (by nonce).
      const sent = await transactionsFrom(provider, account, firstBlock);
      expect(sent.map(({ tx }) => tx.to?.toLowerCase())).toEqual([
        fx.chain.demoToken.toLowerCase(),
        ...beforeSend.map(() => fx.chain.bulkSend.toLowerCase()),
      ]);
      const [approval, ...chunks] = sent;
      // Every transaction is EIP-1559 (type 2), the chunks signed at the fee cap shown before signing.
      expect(sent.map(({ tx }) => tx.type)).toEqual([2, 2, 2, 2]);
      for (const { tx } of chunks) expect(tx.maxFeePerGas).toBe(maxFeeShown);
      // After the run a summary replaces the cost panel: the approval text is gone; recipients, total, fees, gas and
      // a link per transaction instead.
      expect(await page.getByTestId('approval').count()).toBe(0);
      expect(await page.getByTestId('approval-estimate').count()).toBe(0);
      expect(await page.getByTestId('chunk-estimates').count()).toBe(0);
      const summary = page.getByTestId('run-summary');
      expect(await shown(summary.getByRole('status'))).toBe(
        language === 'en'
          ? `Paid ${grouped} DUSD to 600 recipients in 3 transactions.`
          : `已向 600 个收款人支付 ${grouped} DUSD，共 3 笔交易。`,
      );
      expect(await shown(summary.getByTestId('summary-fees'))).toBe(
        polText(chunks.reduce((sum, { tx }) => sum + tx.value, 0n)),
      );
      expect(integerIn(await summary.getByTestId('summary-gas').innerText())).toBe(
        sent.reduce((sum, { receipt }) => sum + receipt.gasUsed, 0n),
      );
      expect(
        await summary
          .getByTestId('summary-links')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => [a.textContent?.replace(/\u00a0/g, ' '), a.getAttribute('href')])),
      ).toEqual(
        chunks.map(({ tx }, i) => [
          language === 'en' ? `Transaction ${i + 1}` : `第 ${i + 1} 笔交易`,
          `https://polygonscan.com/tx/${tx.hash}`,
        ]),
      );
      // Each chunk's progress line links its transaction on the explorer.
      expect(
        await page
          .getByTestId('run-chunks')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(chunks.map(({ tx }) => `https://polygonscan.com/tx/${tx.hash}`));
      const charged = ({ receipt }: (typeof sent)[number]) => receipt.gasUsed * receipt.gasPrice;
      // The approval: paid at the quoted price, its gas at most the quote and within 2 % of it.
      expect(approval?.receipt.gasPrice).toBe(priceBeforeApproval);
      expect(charged(approval as (typeof sent)[number])).toBeLessThanOrEqual(approvalGas * priceBeforeApproval);
      expect((approval?.receipt.gasUsed ?? 0n) * 100n).toBeGreaterThanOrEqual(approvalGas * 98n);
      for (const [i, chunk] of chunks.entries()) {
        const quoted = beforeSend[i] as ChunkFigures;
        const early = beforeApproval[i] as ChunkFigures;
        const shownFee = bulkSendFee({ gasEstimate: quoted.gas, gasPrice, feePercent });
        expect(polText(shownFee)).toBe(quoted.feeText);
        expect(quoted.networkText).toBe(polText(quoted.gas * gasPrice));
        if (i === 0) {
          // The fee is exactly the one shown (the operator's formula on the gas and price shown), and the gas shown
          // is the limit signed.
          expect(chunk.tx.value).toBe(shownFee);
          expect(chunk.tx.gasLimit).toBe(quoted.gas);
        } else {
          // Every chunk is quoted on the chain as it is before the run: on BulkSend v3 as the sender's first batch
          // (its batch count's first write, 17,100 gas more than the next ones), and the last chunk at the full
          // allowance (emptying it is a cheaper write). The engine re-estimates before signing, so these fees are a
          // little BELOW the ones shown (0.3–0.5 %), never above: the member never pays more than the figure shown.
          expect(chunk.tx.value).toBeLessThanOrEqual(shownFee);
          expect(chunk.tx.value * 1000n).toBeGreaterThanOrEqual(shownFee * 993n);
          expect(chunk.tx.gasLimit).toBeLessThanOrEqual(quoted.gas);
        }
        // What it cost is at most the network cost shown and within 2 % of it.
        expect(chunk.receipt.gasPrice).toBe(gasPrice);
        expect(charged(chunk)).toBeLessThanOrEqual(quoted.gas * gasPrice);
        expect(chunk.receipt.gasUsed * 100n).toBeGreaterThanOrEqual(quoted.gas * 98n);
        // Before the approval the formula is an upper bound: never below what was charged, at most 15 % above.
        expect(early.gas).toBeGreaterThanOrEqual(chunk.receipt.gasUsed);
        expect(early.gas * 100n).toBeLessThanOrEqual(chunk.receipt.gasUsed * 115n);
        expect(
          bulkSendFee({ gasEstimate: early.gas, gasPrice: priceBeforeApproval, feePercent }),
        ).toBeGreaterThanOrEqual(chunk.tx.value);
      }
      // Every recipient paid once, and the exact approval is used up.
      expect(
        await tokenBalances(
          fx.chain,
          list.map(([address]) => address),
        ),
      ).toEqual(list.map(([, amount]) => parseUnits(amount, 6)));
      const token = DemoToken__factory.connect(fx.chain.demoToken, provider);
      expect(await token.allowance(account, fx.chain.bulkSend)).toBe(0n);

      // The JSON receipts, downloaded from the summary, say what the chain says.
      const download = page.waitForEvent('download');
      await page
        .getByTestId('run-summary')
        .getByRole('button', { name: language === 'en' ? 'Receipts (JSON)' : '回执（JSON）' })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^fanout-receipts-[0-9a-f]{8}\.json$/);
      const receipts = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
        rows: {
          line: number;
          address: string;
          amount: string;
          chunk: number;
          txHash: string;
          block: string;
          status: string;
        }[];
        summary: Record<string, unknown>;
      };
      const chunkOf = (i: number) => Math.floor(i / 200);
      expect(
        receipts.rows.map((row) => [
          row.line,
          row.address.toLowerCase(),
          row.amount,
          row.chunk,
          row.txHash,
          row.block,
          row.status,
        ]),
      ).toEqual(
        list.map(([address, amount], i) => [
          i + 1,
          address.toLowerCase(),
          parseUnits(amount, 6).toString(),
          chunkOf(i) + 1,
          chunks[chunkOf(i)]?.tx.hash,
          String(chunks[chunkOf(i)]?.receipt.blockNumber),
          'paid',
        ]),
      );
      // Each line's amount is what its transaction moved to its address (the token's Transfer events).
      const moved = new Map<string, string>();
      const tokenInterface = DemoToken__factory.createInterface();
      for (const { tx, receipt } of chunks) {
        for (const log of receipt.logs) {
          const event =
            log.address.toLowerCase() === fx.chain.demoToken.toLowerCase() ? tokenInterface.parseLog(log) : null;
          if (event?.name === 'Transfer')
            moved.set(`${tx.hash}:${String(event.args[1]).toLowerCase()}`, String(event.args[2]));
        }
      }
      expect(receipts.rows.map((row) => moved.get(`${row.txHash}:${row.address.toLowerCase()}`))).toEqual(
        receipts.rows.map((row) => row.amount),
      );
      const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n).toString();
      expect(receipts.summary).toMatchObject({
        chainId: 137,
        token: expect.stringMatching(new RegExp(`^${fx.chain.demoToken}$`, 'i')),
        symbol: 'DUSD',
        recipients: 600,
        chunks: 3,
        chunksPaid: 3,
        total: sum(list.map(([, amount]) => parseUnits(amount, 6))),
        paid: sum(list.map(([, amount]) => parseUnits(amount, 6))),
        fees: sum(chunks.map(({ tx }) => tx.value)),
        gasUsed: sum(sent.map(({ receipt }) => receipt.gasUsed)),
        networkCost: sum(sent.map(charged)),
        status: 'finished',
      });
      provider.destroy();
    });
  }
});

/**
 * How the cost table sits in its frame at phone width: the frame's width, how far the table reaches past it, the cells
 * (network cost and fee among them) not wholly inside it, line ranges ("1–150") laid out on more than one line, and
 * column names taller than two lines (a letter per line).
 */
async function costTableFit(page: Page) {
  return page.getByTestId('chunk-estimates').evaluate((table) => {
    const wrap = table.closest('.tool-table-wrap') as HTMLElement;
    const frame = wrap.getBoundingClientRect();
    const lineHeight = (element: Element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
    const cells = [...table.querySelectorAll('tbody td')];
    const cellsOutside = cells
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.left < frame.left - 1 || box.right > frame.right + 1;
      })
      .map((cell) => cell.textContent);
    const rangesBroken = cells
      .filter((cell) => /\d–\d/.test(cell.textContent ?? ''))
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1;
      })
      .map((cell) => cell.textContent);
    const labels = [...table.querySelectorAll('th'), ...cells].filter(
      (cell) => cell.getBoundingClientRect().height > 0,
    );
    const tallLabels = labels
      .filter((cell) => cell.getBoundingClientRect().height > 2.5 * lineHeight(cell) + 16)
      .map((cell) => cell.getAttribute('data-label') ?? cell.textContent);
    return {
      frame: Math.round(frame.width),
      overflow: Math.max(
        0,
        Math.round(table.getBoundingClientRect().width - frame.width),
        wrap.scrollWidth - wrap.clientWidth,
      ),
      cellsOutside,
      rangesBroken,
      tallLabels,
    };
  });
}

/**
 * The figures (cost-table cells, figure lists) the back-to-top button covers, each figure in turn scrolled to the
 * button's height (its boxes measured in the page after every scroll); and whether the button shows at the page's foot.
 */
async function figuresUnderBackToTop(page: Page, label: string): Promise<{ covered: string[]; shownAtFoot: boolean }> {
  return page.evaluate(async (name) => {
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))));
    const shownButton = () => {
      const button = document.querySelector(`button[aria-label="${name}"]`);
      return button && getComputedStyle(button).visibility !== 'hidden' ? button.getBoundingClientRect() : null;
    };
    const figures = [...document.querySelectorAll('.tool-table td, .tool-figures dd, .tool-cost > p.tool-muted')];
    const covered = new Set<string>();
    for (const figure of figures) {
      window.scrollBy(0, figure.getBoundingClientRect().bottom - (window.innerHeight - 30));
      await frames();
      const button = shownButton();
      if (!button) continue;
      for (const other of figures) {
        const r = other.getBoundingClientRect();
        if (r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top)
          covered.add(other.textContent ?? '');
      }
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frames();
    return { covered: [...covered], shownAtFoot: shownButton() !== null };
  }, label);
}

describe('phones and wallets', () => {
  for (const language of ['en', 'chs'] as const) {
    it(`at 375 px the transfer panel has its own Connect button; the cost table fits the phone, the back-to-top button covers no figure (${language})`, async () => {
      const { page } = await open({ language, viewport: PHONE, account: fx.account(4) });
      await openTransfer(page);
      const button = page.getByTestId('panel-connect');
      expect(await button.innerText()).toBe(language === 'en' ? 'Connect wallet' : '连接钱包');
      expect(await button.isVisible()).toBe(true);
      await button.click();
      await expect.poll(() => button.count(), { timeout: 20_000 }).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      // Issue 37: the cost of each transaction fits the phone (a card per transaction): every figure shows in the frame
      // with nothing to scroll sideways (so no hint), "1–150" on one line, the column names never a letter per line.
      const list = recipients(300, `phone-${language}`);
      await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });
      await page.getByTestId('recipients').fill(list.map((address) => `${address},0.001`).join('\n'));
      await expect.poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 }).toBe('300');
      // The figures come as the list and token settle (issue 28): nothing is pressed before they are on screen.
      const table = page.getByTestId('chunk-estimates');
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 30_000 }).toBe(2);
      expect(await costTableFit(page)).toEqual({
        frame: 343,
        overflow: 0,
        cellsOutside: [],
        rangesBroken: [],
        tallLabels: [],
      });
      expect(await page.getByTestId('scroll-hint').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // Wherever a figure or the next step comes to the bottom of the screen, the back-to-top button never covers it.
      const backToTop = language === 'en' ? 'Back to top' : '回到顶部';
      expect(await figuresUnderBackToTop(page, backToTop)).toEqual({ covered: [], shownAtFoot: true });
      if (language === 'chs') return;
      // The same for the summary's figures, after paying the 300 recipients (one press).
      await page.getByTestId('send').click();
      await expect.poll(() => page.getByTestId('run-summary').count(), { timeout: 60_000 }).toBe(1);
      expect(await figuresUnderBackToTop(page, backToTop)).toEqual({ covered: [], shownAtFoot: true });
      expect(await nativeBalances(fx.chain, list)).toEqual(list.map(() => parseUnits('0.001', 18)));
    });

    it(`without an injected wallet the panel explains how to open the page in a wallet's browser (${language})`, async () => {
      const { page } = await open({ language, viewport: PHONE, noWallet: true });
      await openTransfer(page);
      const help = await page.getByTestId('no-wallet').innerText();
      expect(help).toContain(
        language === 'en' ? 'open this page in your wallet app’s browser' : '钱包应用的内置浏览器',
      );
      expect(await page.locator('.tool-panel').innerText()).not.toContain('MetaMask not Install');
    });
  }
});

describe('lists from real spreadsheets', () => {
  for (const language of LANGUAGES) {
    it(`maps name,address,amount columns, numbers lines, jumps to an error and removes invalid lines (${language})`, async () => {
      const { page } = await open({ language });
      await openTransfer(page);
      const [a, b, c] = recipients(3, 'sheet');
      const csv = [
        'Amount,Name,Wallet Address,Note',
        `1.5,Alice,${a},x`,
        `2,Bob,0x1234,y`,
        `3,"Carol, Ltd",${b},z`,
        `4,Dan,${c},w`,
      ].join('\n');
      await page
        .getByTestId('recipients-file')
        .setInputFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect.poll(() => page.getByTestId('preview-count').innerText()).toBe('3');
      expect(await page.getByTestId('preview-columns').innerText()).toBe(
        language === 'en'
          ? 'Read by its header: addresses from “Wallet Address”, amounts from “Amount”.'
          : '已按表头读取：地址取自“Wallet Address”列，金额取自“Amount”列。',
      );
      expect(await page.getByTestId('line-numbers').innerText()).toBe('1\n2\n3\n4\n5');
      const error = page.getByTestId('preview-errors').getByRole('button');
      expect(await shown(error)).toMatch(
        language === 'en' ? /^Line 3: Not a valid address/ : /^第 3 行[:：]\s?地址无效/,
      );
      await error.click();
      const selection = await page.getByTestId('recipients').evaluate((node) => {
        const area = node as HTMLTextAreaElement;
        return [area.selectionStart, area.selectionEnd, document.activeElement === area];
      });
      const start = csv.indexOf('2,Bob');
      expect(selection).toEqual([start, start + '2,Bob,0x1234,y'.length, true]);
      await page.getByTestId('remove-invalid').click();
      await expect.poll(() => page.getByTestId('preview-errors').count()).toBe(0);
      expect(await page.getByTestId('recipients').inputValue()).not.toContain('0x1234');
      expect(await shown(page.getByTestId('preview-total'))).toBe('8.5 POL');
    });
  }
});

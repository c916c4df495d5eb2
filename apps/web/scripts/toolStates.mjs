// What the scripts that film the real Tool share (toolPictures.mjs, makeTour.mjs): a local Hardhat chain, the built
// API serving the built site and Debian's Chromium (startToolStage), and one walk of /#/tool with a test wallet through
// the four states they show (walkTool):
//   list    a pasted list with a per-line error       quote    the fee and transaction (chunk) quote
//   run     a run in progress (1 of 2 paid)            receipt  the summary of the finished run
import { startLocalChain } from '@fanout/contracts/chain';
import { id as keccakId } from 'ethers';
import { chromium } from 'playwright-core';
import { assertBuilt, CHROME_FLAGS, startBuiltSite } from './builtSite.mjs';
import { pickMetaMask } from './pickMetaMask.mjs';

export const TOOL_STATES = ['list', 'quote', 'run', 'receipt'];
/** 300 recipients: two transactions (150 + 150), so the quote has chunks and the run a "1 of 2" moment. */
const COUNT = 300;
const AMOUNT = '0.25';
/** Lines in the list state; the one at ERROR_LINE (1-based) is an address one character short. */
const LIST_LINES = 5;
const ERROR_LINE = 3;
/** The viewport the wallet is connected in: the nav's Connect button shows on wide screens only. */
const CONNECT_VIEWPORT = { width: 1280, height: 1000 };

let rpcId = 0;
async function rpc(rpcUrl, method, params = []) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  });
  const body = await response.json();
  if (body.error) throw Object.assign(new Error(body.error.message), body.error);
  return body.result;
}

/** Waits until `read()` is truthy (polling), or fails naming `what`. */
export async function until(what, read, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * A wallet for the page (as e2e/toolWallet.ts): window.ethereum whose requests go through a Playwright binding to the
 * local node, which signs with its unlocked accounts. `beforeSend(n)` runs before the n-th transaction is forwarded.
 */
async function injectWallet(context, rpcUrl, account, beforeSend) {
  let sent = 0;
  await context.exposeBinding('__toolStageWallet', async (_source, method, params) => {
    try {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { result: [account.toLowerCase()] };
        case 'eth_chainId':
          return { result: '0x89' };
        case 'net_version':
          return { result: '137' };
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
          return { result: null };
        case 'eth_sendTransaction':
          sent += 1;
          await beforeSend(sent);
          return { result: await rpc(rpcUrl, method, params) };
        default:
          return { result: await rpc(rpcUrl, method, params) };
      }
    } catch (error) {
      return { error: { code: error.code ?? -32603, message: error.message, data: error.data } };
    }
  });
  await context.addInitScript(() => {
    const call = window.__toolStageWallet;
    const provider = {
      isMetaMask: true,
      async request({ method, params = [] }) {
        const answer = await call(method, params);
        if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
        return answer.result;
      },
      on() {
        return provider;
      },
      removeListener() {
        return provider;
      },
    };
    window.ethereum = provider;
  });
}

/**
 * Checks the builds, starts the local chain, the API serving `webDist` and Chromium, and ends them on Ctrl-C:
 * `{ chain, api, browser, stop }`. Throws (naming what to build) when the site or the API is not built.
 */
export async function startToolStage({ webDist, dataDirPrefix }) {
  assertBuilt(webDist);
  const chain = await startLocalChain({ stateFile: false });
  const api = await startBuiltSite({ webDist, dataDirPrefix }).catch(async (error) => {
    await chain.stop();
    throw error;
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  const stop = async () => {
    await Promise.allSettled([browser.close(), api.stop(), chain.stop()]);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().then(() => process.exit(130)));
  return { chain, api, browser, stop };
}

/** Two animation frames: what was changed is painted. */
export function painted(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Opens /#/tool in `language` with a test wallet paying from the chain's account `accountIndex` (each walk needs its
 * own: a list paid once is "already paid" the next time), connects, narrows the page to `stage` (CSS pixels, drawn at
 * `scale`) and brings the Tool into each of TOOL_STATES in order, awaiting `onState(state, page, parts)` in each:
 *   list     { label, list, preview, errors, lineCount, showLines(n) }   showLines(n) pastes the list's first n of
 *                                                                         its lineCount lines and waits until the
 *                                                                         preview has checked them
 *   quote    { estimates, figures }
 *   run      { send, chunks, progress }
 *   receipt  { summary }
 * The site's footer is hidden (room to scroll instead) and the list field is five rows high for the list state;
 * everything else is the product as built.
 */
export async function walkTool({ browser, api, chain, language, accountIndex, stage, scale, onState }) {
  const account = chain.accounts[accountIndex].address;
  const context = await browser.newContext({
    viewport: CONNECT_VIEWPORT,
    deviceScaleFactor: scale,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(
      ({ lang, settings }) => {
        if (location.protocol.startsWith('http')) localStorage.setItem('lang', lang);
        window.__FANOUT_CHAIN__ = settings;
      },
      {
        lang: language,
        settings: {
          chainId: 137,
          rpcUrl: chain.rpcUrl,
          bulkSend: chain.bulkSend,
          bulkSendVersion: chain.bulkSendVersion,
          payTokens: `DUSD:${chain.demoToken}:${chain.demoTokenDecimals}`,
        },
      },
    );
    const origin = new URL(api.baseUrl).origin;
    await context.route(
      (url) => url.origin !== origin && !url.href.startsWith(chain.rpcUrl),
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    // Transaction 2 is held in the node's mempool until the run state has been shown.
    let secondSent = false;
    await injectWallet(context, chain.rpcUrl, account, async (n) => {
      if (n === 2) {
        await rpc(chain.rpcUrl, 'evm_setAutomine', [false]);
        secondSent = true;
      }
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));
    page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    await page.goto(`${api.baseUrl}/#/tool`);
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });

    // Connect (nav button, then MetaMask in the dialog) and open the transfer panel.
    const button = page.getByTestId('connect-button');
    await pickMetaMask(page);
    await until('the wallet to connect', async () => !/^(Connect|连接钱包)$/.test(await button.innerText()), 30_000);
    await page.keyboard.press('Escape');
    await page.setViewportSize(stage);
    await page.addStyleTag({ content: 'footer { display: none !important; } main { padding-bottom: 700px; }' });
    await page.getByRole('button', { name: /Transfer in batches|批量转账/ }).click();
    const list = page.getByTestId('recipients');
    await list.waitFor();
    await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });

    // 1. A pasted list with a per-line error.
    const addresses = Array.from({ length: COUNT }, (_, i) => `0x${keccakId(`fanout-picture-${i}`).slice(26)}`);
    const lines = addresses.map((address) => `${address},${AMOUNT}`);
    const withError = lines.slice(0, LIST_LINES);
    withError[ERROR_LINE - 1] = `${addresses[ERROR_LINE - 1].slice(0, -1)},${AMOUNT}`;
    await list.evaluate((field, rows) => {
      field.rows = rows;
    }, LIST_LINES);
    const previewCount = page.getByTestId('preview-count');
    const errors = page.getByTestId('preview-errors');
    const showLines = async (n) => {
      await list.fill(withError.slice(0, n).join('\n'));
      const valid = n >= ERROR_LINE ? n - 1 : n;
      await until(
        `the preview of ${n} lines`,
        async () =>
          ((await previewCount.textContent()) ?? '').replace(/\D/g, '') === String(valid) &&
          (await errors.isVisible()) === n >= ERROR_LINE,
        30_000,
      );
      await painted(page);
    };
    await showLines(LIST_LINES);
    await onState('list', page, {
      label: page.locator('label', { hasText: /^(Recipients|收款列表)$/ }),
      list,
      preview: page.getByTestId('preview'),
      errors,
      lineCount: LIST_LINES,
      showLines,
    });

    // 2. The quote: the full list (two transactions), Send once shows gas, fee and every transaction's lines.
    await list.evaluate((field) => {
      field.rows = 10;
    });
    await list.fill(lines.join('\n'));
    await until(
      'the preview of the full list',
      async () => (await previewCount.innerText()).replace(/\D/g, '') === String(COUNT),
    );
    await page.getByTestId('send').click();
    const estimates = page.getByTestId('chunk-estimates');
    await until('the quote', async () => (await estimates.locator('tbody tr').count()) === 2, 90_000);
    await onState('quote', page, { estimates, figures: page.getByTestId('estimate') });

    // 3. A run in progress: transaction 1 paid, transaction 2 sent and waiting for the chain.
    await page.getByTestId('send').click();
    await until('transaction 2 to be sent', async () => secondSent, 120_000);
    const chunks = page.getByTestId('run-chunks');
    await until(
      'transaction 1 shown as paid',
      async () => (await chunks.locator('li[data-status="paid"]').count()) === 1,
    );
    await page.waitForTimeout(400);
    await onState('run', page, {
      send: page.getByTestId('send'),
      chunks,
      progress: page.getByTestId('run-progress'),
    });

    // 4. The receipt: mine transaction 2, wait for the summary.
    await rpc(chain.rpcUrl, 'evm_setAutomine', [true]);
    await rpc(chain.rpcUrl, 'evm_mine', []);
    const summary = page.getByTestId('run-summary');
    await summary.waitFor({ timeout: 120_000 });
    await page.waitForTimeout(400);
    await onState('receipt', page, { summary });
  } finally {
    await context.close();
  }
}

#!/usr/bin/env node
// The home page's pictures of the Tool (hero and screenshots carousel), made from the product itself: starts a local
// Hardhat chain and the real API serving the built site, opens /#/tool in Debian's Chromium (playwright-core) with a
// test wallet on that chain, and captures four states in English and Chinese:
//   list    a pasted list with a per-line error       quote    the fee and transaction (chunk) quote
//   run     a run in progress (1 of 2 paid)            receipt  the summary of the finished run
// Each picture carries numbered callouts naming what is shown (HTML drawn over the page before capture, texts in the
// picture's language), and is saved as WebP (Chromium's own encoder, through a canvas) in
// src/features/home/toolPictures/tool-<state>.<lang>.webp. The pictures are committed: run this when the Tool's look
// changes, review them, commit them.
//
//   pnpm --filter @fanout/web pictures          (after `pnpm build`; WEB_DIST=/path uses another build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalChain } from '@fanout/contracts/chain';
import { id as keccakId } from 'ethers';
import { chromium } from 'playwright-core';
import { assertBuilt, CHROME_FLAGS, startBuiltSite } from './builtSite.mjs';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = process.env.WEB_DIST ?? join(WEB_DIR, 'dist');
const OUT_DIR = join(WEB_DIR, 'src', 'features', 'home', 'toolPictures');
const LANGUAGES = ['en', 'chs'];
/** CSS size of every picture; captured at 1.5× so text stays sharp at the size the home page shows it. */
const SIZE = { width: 720, height: 640 };
const SCALE = 1.25;
const QUALITY = 0.75;
/** The Tool is shown at a phone-to-tablet width, where its panel fits the picture without cropping. */
const STAGE_WIDTH = 760;
/** 300 recipients: two transactions (150 + 150), so the quote has chunks and the run a "1 of 2" moment. */
const COUNT = 300;
const AMOUNT = '0.25';

/** Callout texts, numbered on the picture in this order. */
const CALLOUTS = {
  list: {
    en: ['Every line is checked as you paste', 'A wrong line is named, with the reason'],
    chs: ['粘贴时逐行检查', '出错的行会标明原因'],
  },
  quote: {
    en: ['Split into transactions of at most 255', 'Gas, network cost and service fee before signing'],
    chs: ['拆分为每笔最多 255 个收款人的交易', '签名前显示 Gas、网络费用和服务费'],
  },
  run: {
    en: ['Each transaction with its lines and state', 'Paid ones are never sent twice'],
    chs: ['每笔交易的行号与状态', '已支付的交易不会重复发送'],
  },
  receipt: {
    en: ['What was paid, in fees and gas', 'Receipts to download'],
    chs: ['实际支付的金额、手续费与 Gas', '可下载的回执'],
  },
};

function fail(message) {
  console.error(`pictures: ${message}`);
  process.exit(1);
}

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

/**
 * A wallet for the page (as e2e/toolWallet.ts): window.ethereum whose requests go through a Playwright binding to the
 * local node, which signs with its unlocked accounts. `beforeSend(n)` runs before the n-th transaction is forwarded.
 */
async function injectWallet(context, rpcUrl, account, beforeSend) {
  let sent = 0;
  await context.exposeBinding('__pictureWallet', async (_source, method, params) => {
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
    const call = window.__pictureWallet;
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

/** Waits until `read()` is truthy (polling), or fails naming `what`. */
async function until(what, read, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Draws numbered callouts over the page: a badge on each target element's top-right corner and, at the bottom of
 * the picture, a legend of the numbered texts. Returns nothing; removed by clearCallouts.
 */
async function drawCallouts(page, targets, texts, clip) {
  const boxes = [];
  for (const target of targets) boxes.push(await target.boundingBox());
  await page.evaluate(
    ({ boxes, texts, clip }) => {
      const layer = document.createElement('div');
      layer.id = 'picture-callouts';
      layer.setAttribute('aria-hidden', 'true');
      layer.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647;';
      const font = 'font:600 13px/1.35 system-ui,"Noto Sans CJK SC","Noto Sans SC",sans-serif;';
      boxes.forEach((box, i) => {
        if (!box) return;
        const ring = document.createElement('div');
        ring.style.cssText = `position:absolute;left:${box.x - 4}px;top:${box.y - 4}px;width:${
          box.width + 8
        }px;height:${box.height + 8}px;border:2px solid #7b3fe4;border-radius:8px;box-shadow:0 0 0 4px rgba(123,63,228,.15);`;
        const badge = document.createElement('div');
        badge.textContent = String(i + 1);
        badge.style.cssText = `${font}position:absolute;left:${Math.min(
          box.x + box.width - 8,
          clip.x + clip.width - 30,
        )}px;top:${Math.max(box.y - 14, clip.y + 4)}px;width:24px;height:24px;border-radius:50%;background:#7b3fe4;color:#fff;display:grid;place-items:center;`;
        layer.append(ring, badge);
      });
      const legend = document.createElement('ol');
      legend.style.cssText = `${font}position:absolute;left:${clip.x + 12}px;top:${
        clip.y + clip.height - 12
      }px;transform:translateY(-100%);width:${clip.width - 24}px;margin:0;padding:10px 12px;list-style:none;background:#0b1020;color:#fff;border-radius:10px;box-shadow:0 6px 18px rgba(11,16,32,.25);`;
      texts.forEach((text, i) => {
        const item = document.createElement('li');
        item.style.cssText = 'display:flex;gap:8px;align-items:center;';
        const n = document.createElement('span');
        n.textContent = String(i + 1);
        n.style.cssText =
          'flex:none;width:20px;height:20px;border-radius:50%;background:#7b3fe4;display:grid;place-items:center;font-size:12px;';
        item.append(n, document.createTextNode(text));
        legend.append(item);
      });
      layer.append(legend);
      document.body.append(layer);
    },
    { boxes, texts, clip },
  );
}

async function clearCallouts(page) {
  await page.evaluate(() => document.getElementById('picture-callouts')?.remove());
}

/**
 * Scrolls `anchor` to just under the fixed navigation and returns the clip (viewport coordinates): SIZE from the
 * anchor's top-left, `above` CSS pixels higher.
 */
async function clipAt(page, anchor, above = 12) {
  await anchor.evaluate((element, above) => {
    const top = element.getBoundingClientRect().top + scrollY;
    window.scrollTo(0, Math.max(0, top - above - 96));
  }, above);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = await anchor.boundingBox();
  // Left edge: the Tool panel's, so every picture lines up with the panel's content.
  const left = await anchor.evaluate(
    (element) => (element.closest('.tool-panel') ?? element).getBoundingClientRect().left,
  );
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const x = Math.max(0, Math.min(left - 14, width - SIZE.width));
  return { x, y: Math.max(0, box.y - above), ...SIZE };
}

/** PNG bytes → WebP bytes, encoded by Chromium (canvas.toBlob). */
async function toWebp(encoder, png) {
  const base64 = await encoder.evaluate(
    async ({ data, quality }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      canvas.getContext('2d').drawImage(bitmap, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
      const out = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < out.length; i += 0x8000) binary += String.fromCharCode(...out.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { data: png.toString('base64'), quality: QUALITY },
  );
  return Buffer.from(base64, 'base64');
}

async function capture(page, encoder, state, language, clip, targets) {
  await drawCallouts(page, targets, CALLOUTS[state][language], clip);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const png = await page.screenshot({ clip, animations: 'disabled' });
  await clearCallouts(page);
  const webp = await toWebp(encoder, png);
  const file = join(OUT_DIR, `tool-${state}.${language}.webp`);
  writeFileSync(file, webp);
  if (process.env.PICTURES_PNG) writeFileSync(join(process.env.PICTURES_PNG, `tool-${state}.${language}.png`), png);
  console.log(`  ${relative(WEB_DIR, file)}  ${webp.length} bytes`);
}

async function shoot(browser, encoder, api, chain, language, accountIndex) {
  const account = chain.accounts[accountIndex].address;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 1000 },
    deviceScaleFactor: SCALE,
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
          payTokens: `DUSD:${chain.demoToken}:${chain.demoTokenDecimals}`,
        },
      },
    );
    const origin = new URL(api.baseUrl).origin;
    await context.route(
      (url) => url.origin !== origin && !url.href.startsWith(chain.rpcUrl),
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    // Transaction 2 is held in the node's mempool until the "run in progress" picture is taken.
    let releaseSecond;
    const secondHeld = new Promise((resolve) => {
      releaseSecond = resolve;
    });
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
    const dialog = page.getByRole('dialog');
    for (let attempt = 1; ; attempt++) {
      if (!(await dialog.isVisible())) await button.click();
      try {
        await dialog.getByRole('button', { name: 'MetaMask' }).click({ timeout: 10_000 });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    await until('the wallet to connect', async () => !/^(Connect|连接钱包)$/.test(await button.innerText()), 30_000);
    await page.keyboard.press('Escape');
    // The nav's Connect is on wide screens; once connected, the Tool is narrowed to the picture's width.
    await page.setViewportSize({ width: STAGE_WIDTH, height: 1000 });
    // The site's footer would show under the Tool's last state: hidden, with room to scroll instead.
    await page.addStyleTag({ content: 'footer { display: none !important; } main { padding-bottom: 700px; }' });
    await page.getByRole('button', { name: /Transfer in batches|批量转账/ }).click();
    const list = page.getByTestId('recipients');
    await list.waitFor();
    await page.getByLabel(/Pay token|支付代币/).selectOption({ label: 'POL' });

    // 1. A pasted list with a per-line error (line 3: an address one character short).
    const addresses = Array.from({ length: COUNT }, (_, i) => `0x${keccakId(`fanout-picture-${i}`).slice(26)}`);
    const lines = addresses.map((address) => `${address},${AMOUNT}`);
    const withError = [...lines.slice(0, 5)];
    withError[2] = `${addresses[2].slice(0, -1)},${AMOUNT}`;
    // Five lines: the list field is drawn five rows high for this picture (ten in the product) so the checks show.
    await list.evaluate((field) => {
      field.rows = 5;
    });
    await list.fill(withError.join('\n'));
    const errors = page.getByTestId('preview-errors');
    await errors.waitFor({ timeout: 30_000 });
    await capture(
      page,
      encoder,
      'list',
      language,
      await clipAt(page, page.locator('label', { hasText: /^(Recipients|收款列表)$/ })),
      [page.getByTestId('preview').locator('dl'), errors],
    );

    // 2. The quote: the full list (two transactions), Send once shows gas, fee and every transaction's lines.
    await list.evaluate((field) => {
      field.rows = 10;
    });
    await list.fill(lines.join('\n'));
    await until(
      'the preview of the full list',
      async () => (await page.getByTestId('preview-count').innerText()).replace(/\D/g, '') === String(COUNT),
    );
    await page.getByTestId('send').click();
    const estimates = page.getByTestId('chunk-estimates');
    await until('the quote', async () => (await estimates.locator('tbody tr').count()) === 2, 90_000);
    const figures = page.getByTestId('estimate');
    await capture(page, encoder, 'quote', language, await clipAt(page, estimates, 60), [estimates, figures]);

    // 3. A run in progress: transaction 1 paid, transaction 2 sent and waiting for the chain.
    await page.getByTestId('send').click();
    await until('transaction 2 to be sent', async () => secondSent, 120_000);
    const chunks = page.getByTestId('run-chunks');
    await until(
      'transaction 1 shown as paid',
      async () => (await chunks.locator('li[data-status="paid"]').count()) === 1,
    );
    await page.waitForTimeout(400);
    const progress = page.getByTestId('run-progress');
    await capture(page, encoder, 'run', language, await clipAt(page, page.getByTestId('send'), 260), [
      chunks,
      progress.locator('progress'),
    ]);

    // 4. The receipt: mine transaction 2, wait for the summary.
    await rpc(chain.rpcUrl, 'evm_setAutomine', [true]);
    await rpc(chain.rpcUrl, 'evm_mine', []);
    releaseSecond();
    await secondHeld;
    const summary = page.getByTestId('run-summary');
    await summary.waitFor({ timeout: 120_000 });
    await page.waitForTimeout(400);
    await capture(page, encoder, 'receipt', language, await clipAt(page, summary), [
      summary.locator('dl'),
      summary.getByRole('button', { name: /CSV/ }),
    ]);
  } finally {
    await context.close();
  }
}

async function main() {
  try {
    assertBuilt(WEB_DIST);
  } catch (error) {
    fail(error.message);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const started = Date.now();
  const chain = await startLocalChain({ stateFile: false });
  const api = await startBuiltSite({ webDist: WEB_DIST, dataDirPrefix: 'fanout-pictures-' }).catch((error) =>
    fail(error.message),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      Promise.allSettled([browser.close(), api.stop(), chain.stop()]).then(() => process.exit(130));
    });
  }
  try {
    const encoder = await browser.newPage();
    // Each language pays from its own funded account, so the second run is not "already paid".
    for (const [i, language] of LANGUAGES.entries()) {
      console.log(`${language}:`);
      await shoot(browser, encoder, api, chain, language, i + 1);
    }
  } finally {
    await browser.close();
    await api.stop();
    await chain.stop();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

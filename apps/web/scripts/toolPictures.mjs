#!/usr/bin/env node
// The home page's pictures of the Tool (hero and screenshots carousel), made from the product itself: the real Tool
// on a local chain walked through its four states by toolStates.mjs (list with a per-line error, quote, run in
// progress, receipt), captured in English and Chinese.
// Each picture carries numbered callouts naming what is shown (HTML drawn over the page before capture, texts in the
// picture's language), and is saved as WebP (Chromium's own encoder, through a canvas) in
// src/features/home/toolPictures/tool-<state>.<lang>.webp. The pictures are committed: run this when the Tool's look
// changes, review them, commit them.
//
//   pnpm --filter @fanout/web pictures          (after `pnpm build`; WEB_DIST=/path uses another build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { painted, startToolStage, walkTool } from './toolStates.mjs';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = process.env.WEB_DIST ?? join(WEB_DIR, 'dist');
const OUT_DIR = join(WEB_DIR, 'src', 'features', 'home', 'toolPictures');
const LANGUAGES = ['en', 'chs'];
/** CSS size of every picture; captured at 1.25× so text stays sharp at the size the home page shows it. */
const SIZE = { width: 720, height: 640 };
const SCALE = 1.25;
const QUALITY = 0.75;
/** The Tool is shown at a phone-to-tablet width, where its panel fits the picture without cropping. */
const STAGE = { width: 760, height: 1000 };

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

function fail(error) {
  console.error(`pictures: ${error.message}`);
  process.exit(1);
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
  await painted(page);
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
  await painted(page);
  const png = await page.screenshot({ clip, animations: 'disabled' });
  await clearCallouts(page);
  const webp = await toWebp(encoder, png);
  const file = join(OUT_DIR, `tool-${state}.${language}.webp`);
  writeFileSync(file, webp);
  if (process.env.PICTURES_PNG) writeFileSync(join(process.env.PICTURES_PNG, `tool-${state}.${language}.png`), png);
  console.log(`  ${relative(WEB_DIR, file)}  ${webp.length} bytes`);
}

/** Where each state is framed (clipAt's anchor and room above it) and what its callouts point at. */
const FRAMING = {
  list: ({ label, preview, errors }) => ({ anchor: label, above: 12, targets: [preview.locator('dl'), errors] }),
  quote: ({ estimates, figures }) => ({ anchor: estimates, above: 60, targets: [estimates, figures] }),
  run: ({ send, chunks, progress }) => ({ anchor: send, above: 260, targets: [chunks, progress.locator('progress')] }),
  receipt: ({ summary }) => ({
    anchor: summary,
    above: 12,
    targets: [summary.locator('dl'), summary.getByRole('button', { name: /CSV/ })],
  }),
};

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const started = Date.now();
  const { chain, api, browser, stop } = await startToolStage({
    webDist: WEB_DIST,
    dataDirPrefix: 'fanout-pictures-',
  }).catch(fail);
  try {
    const encoder = await browser.newPage();
    // Each language pays from its own funded account, so the second run is not "already paid".
    for (const [i, language] of LANGUAGES.entries()) {
      console.log(`${language}:`);
      await walkTool({
        browser,
        api,
        chain,
        language,
        accountIndex: i + 1,
        stage: STAGE,
        scale: SCALE,
        onState: async (state, page, parts) => {
          const { anchor, above, targets } = FRAMING[state](parts);
          await capture(page, encoder, state, language, await clipAt(page, anchor, above), targets);
        },
      });
    }
  } finally {
    await stop();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

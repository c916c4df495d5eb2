// The visual test's pixel comparison (comparePictures.ts) on real pictures (capturePage.ts) of the 404 page at
// 1440 px: noise passes (a second capture, the page moved by one CSS pixel, the picture by one pixel), colour changes
// fail (a recoloured button or icon, a recoloured block of the picture) and so does a picture of another height.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OpenedPage, openPage } from '../openPage.js';
import { startSiteFixture } from '../siteFixture.js';
import { capturePage } from './capturePage.js';
import { comparePictures } from './comparePictures.js';
import { VISUAL_PICTURES } from './VISUAL_PICTURES.js';

/** How far each channel of a recoloured block moves (0–255): a clear change of shade, not a new colour scheme. */
const RECOLOUR_BY = 40;

type Edit =
  | { kind: 'recolour'; x: number; y: number; size: number }
  | { kind: 'shift'; dx: number; dy: number }
  | { kind: 'trim'; rows: number };

const fixture = startSiteFixture();
let opened: OpenedPage;
let workbench: Page;
let baseline: Buffer;

beforeAll(async () => {
  opened = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: { width: 1440, height: 900 } });
  await opened.page.goto(`${fixture.site.baseUrl}/#/404`);
  await opened.page.locator('main[data-route="/404"] h1').waitFor({ state: 'visible' });
  await opened.page.evaluate(() => document.fonts.ready);
  workbench = await fixture.browser.newPage();
  baseline = await capturePage(opened.page);
  return () => opened.context.close();
});

/** A capture of the page with `css` added for the moment. */
async function captureWith(css: string): Promise<Buffer> {
  await opened.page.evaluate((content) => {
    const style = document.createElement('style');
    style.id = 'edit';
    style.textContent = content;
    document.head.append(style);
  }, css);
  try {
    return await capturePage(opened.page);
  } finally {
    await opened.page.evaluate(() => document.getElementById('edit')?.remove());
  }
}

/** `picture` with its pixels edited in the workbench, as lossless PNG: the edit is the only change. */
async function edited(picture: Buffer, edit: Edit): Promise<Buffer> {
  const png = await workbench.evaluate(
    async ({ base64, edit, by }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes]));
      const height = bitmap.height - (edit.kind === 'trim' ? edit.rows : 0);
      const canvas = new OffscreenCanvas(bitmap.width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas in the workbench');
      context.drawImage(bitmap, 0, 0);
      if (edit.kind === 'shift') context.drawImage(bitmap, edit.dx, edit.dy);
      if (edit.kind === 'recolour') {
        const block = context.getImageData(edit.x, edit.y, edit.size, edit.size);
        for (let i = 0; i < block.data.length; i++) {
          if (i % 4 === 3) continue;
          const value = block.data[i] ?? 0;
          block.data[i] = value > 255 - by ? value - by : value + by;
        }
        context.putImageData(block, edit.x, edit.y);
      }
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const url = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(blob);
      });
      return url.slice(url.indexOf(',') + 1);
    },
    { base64: picture.toString('base64'), edit, by: RECOLOUR_BY },
  );
  return Buffer.from(png, 'base64');
}

describe('comparePictures passes noise', () => {
  it('a second capture of the same page', async () => {
    const again = await comparePictures(workbench, baseline, await capturePage(opened.page));
    expect(again).toMatchObject({ matches: true, differing: 0 });
  });

  it.each([
    ['one CSS pixel right and down', 'main { translate: 1px 1px; }'],
    ['half a CSS pixel right', 'main { translate: 0.5px 0; }'],
  ])('the page moved %s (anti-aliasing and hinting change)', async (_, css) => {
    const moved = await captureWith(css);
    expect(moved.equals(baseline), 'the move changed nothing in the picture').toBe(false);
    const comparison = await comparePictures(workbench, baseline, moved);
    expect(comparison.matches, `${comparison.differing} pixels differ`).toBe(true);
  });

  it('the picture moved by one pixel (four CSS pixels)', async () => {
    const comparison = await comparePictures(
      workbench,
      baseline,
      await edited(baseline, { kind: 'shift', dx: 1, dy: 1 }),
    );
    expect(comparison.matches, `${comparison.differing} pixels differ`).toBe(true);
  });
});

describe('comparePictures fails a change of colour or size', () => {
  it.each([
    ['the button', 'main a { background: #0f766e !important; }'],
    ['the footer icons', 'footer svg { color: #f59e0b !important; }'],
    ['the heading', 'main h1 { filter: hue-rotate(90deg); }'],
  ])('%s recoloured on the page', async (_, css) => {
    const comparison = await comparePictures(workbench, baseline, await captureWith(css));
    expect(comparison.matches).toBe(false);
    expect(comparison.share).toBeGreaterThan(VISUAL_PICTURES.maxShare);
  });

  it.each([{ size: 40 }, { size: 10 }])(
    'a $size × $size px square of the picture recoloured by 40 a channel',
    async ({ size }) => {
      // On the big "404" (its gradient and the white around it).
      const block = { kind: 'recolour', x: 165, y: 52, size } as const;
      const comparison = await comparePictures(workbench, baseline, await edited(baseline, block));
      expect(comparison.matches).toBe(false);
      // Where the square crosses an edge of the page, the shifted colours may still lie between those around them.
      expect(comparison.differing).toBeGreaterThan(size ** 2 / 2);
    },
  );

  it('a picture one pixel shorter', async () => {
    const comparison = await comparePictures(workbench, baseline, await edited(baseline, { kind: 'trim', rows: 1 }));
    expect(comparison.matches).toBe(false);
    expect(comparison.currentSize).not.toBe(comparison.baselineSize);
  });
});

#!/usr/bin/env node
// Renders public/favicon.svg into public/favicon.ico (PNG images of 16, 32 and 48 px in an ICO container) for
// browsers and tools that ask for /favicon.ico without reading the page's <link rel="icon">. Run when the mark changes:
//   node scripts/makeFavicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const SIZES = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const pngs = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img width="${size}" height="${size}" src="data:image/svg+xml,${encodeURIComponent(svg)}">`,
    );
    pngs.push(await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    await page.close();
  }
  // ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG files.
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(SIZES[i] % 256, entry);
    header.writeUInt8(SIZES[i] % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  const ico = Buffer.concat([header, ...pngs]);
  writeFileSync(join(publicDir, 'favicon.ico'), ico);
  console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${ico.length} bytes`);
} finally {
  await browser.close();
}

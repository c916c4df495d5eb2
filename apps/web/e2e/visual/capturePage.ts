// A full-page picture of what the page shows, rendered by Chromium at VISUAL_PICTURES.scale of its CSS size and
// encoded by Chromium's own lossy WebP encoder (DevTools Page.captureScreenshot with a scaled clip): no image package,
// and a fraction of the time of a full-size screenshot scaled down afterwards. Lazy pictures are loaded first (else
// those far below the screen are empty boxes or not, depending on timing) and animations stopped.
import type { CDPSession, Page } from 'playwright-core';
import { VISUAL_PICTURES } from './VISUAL_PICTURES.js';

// A scaled capture goes through the device metrics of the DevTools session that asks for it. A session without its
// own makes Chromium shrink the window to 1 × 1 for a moment (media queries flip, the hero picture reloads) and one
// that detaches clears Playwright's viewport. So each page keeps one session, open until its context closes, with
// the same metrics as Playwright's viewport.
const sessions = new WeakMap<Page, CDPSession>();

async function sessionFor(page: Page): Promise<CDPSession> {
  const known = sessions.get(page);
  if (known) return known;
  const session = await page.context().newCDPSession(page);
  const metrics = await page.evaluate(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    deviceScaleFactor: window.devicePixelRatio,
  }));
  await session.send('Emulation.setDeviceMetricsOverride', { ...metrics, mobile: false });
  sessions.set(page, session);
  return session;
}

export async function capturePage(page: Page): Promise<Buffer> {
  const session = await sessionFor(page);
  const size = await page.evaluate(async (waitMs) => {
    const pictures = [...document.images];
    for (const img of pictures) img.loading = 'eager';
    // decode() settles once a picture is loaded and ready to paint; a broken one rejects, and is drawn as broken.
    const ready = Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
    // A video's poster is no <img>: the same picture decoded through one, so the poster is painted, not its empty box.
    const posters = [...document.querySelectorAll('video[poster]')].map((video) => {
      const poster = new Image();
      poster.src = (video as HTMLVideoElement).poster;
      return poster.decode().catch(() => undefined);
    });
    await Promise.race([Promise.all([ready, ...posters]), new Promise((r) => setTimeout(r, waitMs))]);
    // Two frames: what was decoded is painted before the capture.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // As Playwright's `animations: 'disabled'`: finite animations jump to their end, endless ones to their start.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) animation.cancel();
      else animation.finish();
    }
    return { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight };
  }, VISUAL_PICTURES.picturesWaitMs);
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'webp',
    quality: VISUAL_PICTURES.quality,
    captureBeyondViewport: true,
    clip: { x: 0, y: 0, width: size.width, height: size.height, scale: VISUAL_PICTURES.scale },
  });
  return Buffer.from(data, 'base64');
}

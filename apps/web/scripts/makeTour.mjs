#!/usr/bin/env node
// The promo tour (public/tour.<lang>.webm, behind every "Watch the 16-second tour" button), filmed from the product
// itself: the real Tool on a local chain, walked by toolStates.mjs (the walk the home page's pictures are made from),
// once with the page in English (tour.en.webm) and once in Chinese (tour.chs.webm). Four scenes of 4 s, each a slow
// pan down the real page, changing through the page's white:
//   0–4 s    list     five pasted lines checked one by one, line 3 (an address one character short) named as wrong
//   4–8 s    quote    300 recipients: the preview, then the two transactions with gas, network cost and service fee
//   8–12 s   run      transaction 1 paid, transaction 2 waiting for the chain
//   12–16 s  receipt  the summary: fees, gas, a link per transaction, receipts to download
// Frames are page.screenshot PNGs of the page (768 CSS px wide at 1.25×, so 960×540 video); a canvas in Chromium pans
// and fades them at 24 fps while MediaRecorder records it (VP9, no audio; Chromium writes the duration and cues, so the
// player shows the length and seeks). No words are drawn over the page: the scenes are told by the captions
// public/tour.en.vtt and public/tour.chs.vtt, one cue per scene. Run it when the Tool's look changes, look at the
// videos (and the captions still match them), commit them:
//   pnpm --filter @fanout/web tour          (after `pnpm build`; WEB_DIST=/path uses another build)
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { painted, startToolStage, TOOL_STATES, walkTool } from './toolStates.mjs';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = process.env.WEB_DIST ?? join(WEB_DIR, 'dist');
const PUBLIC_DIR = join(WEB_DIR, 'public');
/** One video per site language, each filmed with the page in that language. */
const LANGUAGES = ['en', 'chs'];
/** The video is 960×540: a 768×432 CSS window on the page drawn at 1.25×. */
const SCALE = 1.25;
const WINDOW = { width: 768, height: 432 };
const STAGE = { width: WINDOW.width, height: 1000 };
/** The fixed navigation's height, kept clear above each scene's clip. */
const NAV = 96;
const SCENE_MS = 4000;
/** A scene fades out to the page's background and the next fades in from it, FADE_MS in all. */
const FADE_MS = 400;
/** The last picture is held a moment longer: a recording's length ends at its last frame's start. */
const TAIL_MS = 250;
const FPS = 24;
const BITS_PER_SECOND = 400_000;
/** In each scene the window holds at the top until PAN.from and reaches the bottom at PAN.to (ms into the scene). */
const PAN = { from: 1200, to: 3400 };
/** The list scene: line n (1-based) appears at (n - 1) × LINE_MS. */
const LINE_MS = 280;
/** What each scene shows, top to bottom (the window pans from `top` to `bottom`), with room around it. */
const SCENES = {
  list: ({ label, errors }) => ({ top: label, bottom: errors }),
  quote: ({ preview, figures }) => ({ top: preview, bottom: figures }),
  run: ({ preview, chunks }) => ({ top: preview, bottom: chunks }),
  receipt: ({ summary }) => ({ top: summary, bottom: summary.getByRole('button', { name: /CSV/ }) }),
};
const MARGIN = 16;

function fail(error) {
  console.error(`tour: ${error.message}`);
  process.exit(1);
}

/**
 * Scrolls `top` under the fixed navigation and returns the clip (viewport coordinates, CSS pixels) from `top` to
 * `bottom` with MARGIN around, at least one window tall.
 */
async function sceneClip(page, top, bottom) {
  await top.evaluate(
    (element, above) => window.scrollTo(0, element.getBoundingClientRect().top + scrollY - above),
    NAV + MARGIN,
  );
  await painted(page);
  const from = (await top.boundingBox()).y - MARGIN;
  const end = await bottom.boundingBox();
  const height = Math.max(WINDOW.height, Math.ceil(end.y + end.height + MARGIN - from));
  const room = STAGE.height - from;
  if (height > room) throw new Error(`a scene is ${height} CSS px tall, more than the ${room} px the stage shows`);
  return { x: 0, y: from, width: WINDOW.width, height };
}

/**
 * Captures the Tool's four states in `language`, paying from the chain's account `accountIndex`:
 * `{ state: [{ at, png }] }`, `at` in ms into the scene.
 */
async function film(stage, language, accountIndex) {
  const frames = {};
  await walkTool({
    ...stage,
    language,
    accountIndex,
    stage: STAGE,
    scale: SCALE,
    onState: async (state, page, parts) => {
      const preview = page.getByTestId('preview');
      const { top, bottom } = SCENES[state]({ ...parts, preview });
      const clip = await sceneClip(page, top, bottom);
      const shot = () => page.screenshot({ clip, animations: 'disabled' });
      if (state === 'list') {
        // The lines arrive one by one, each checked by the preview as it comes (the window does not move meanwhile).
        const scrolled = await page.evaluate(() => scrollY);
        frames.list = [];
        for (let n = 1; n <= parts.lineCount; n++) {
          await parts.showLines(n);
          if ((await page.evaluate(() => scrollY)) !== scrolled) throw new Error('the page scrolled while pasting');
          frames.list.push({ at: (n - 1) * LINE_MS, png: await shot() });
        }
      } else {
        frames[state] = [{ at: 0, png: await shot() }];
      }
      console.log(`  ${state}: ${frames[state].length} frame(s), ${clip.height} CSS px tall`);
    },
  });
  return frames;
}

/** Plays the scenes on a canvas and records it: `{ bytes, seconds }`, the WebM and its length as a <video> reads it. */
async function record(page, frames) {
  await page.setContent(`<canvas width="${WINDOW.width * SCALE}" height="${WINDOW.height * SCALE}"></canvas>`);
  const scenes = TOOL_STATES.map((state) => frames[state].map(({ at, png }) => ({ at, data: png.toString('base64') })));
  const { data, seconds } = await page.evaluate(
    async ({ scenes, sceneMs, fadeMs, tailMs, fps, bitsPerSecond, pan }) => {
      const canvas = document.querySelector('canvas');
      const g = canvas.getContext('2d');
      const decode = async (data) =>
        createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const decoded = [];
      for (const frames of scenes) {
        const list = [];
        for (const { at, data } of frames) list.push({ at, bitmap: await decode(data) });
        decoded.push(list);
      }
      const ease = (x) => {
        const k = Math.min(1, Math.max(0, x));
        return k * k * (3 - 2 * k);
      };
      const drawScene = (index, t) => {
        const frames = decoded[index];
        const { bitmap } = frames.findLast((frame) => frame.at <= t) ?? frames[0];
        const travel = bitmap.height - canvas.height;
        const y = travel * ease((t - pan.from) / (pan.to - pan.from));
        g.drawImage(bitmap, 0, y, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height);
      };
      // Scenes change through their background (the first frame's top-left pixel, the page's own white): the last
      // fadeMs / 2 of a scene fade out to it, the first fadeMs / 2 of the next fade in from it.
      const backgrounds = decoded.map(([{ bitmap }]) => {
        const probe = new OffscreenCanvas(1, 1).getContext('2d');
        probe.drawImage(bitmap, 0, 0, 1, 1, 0, 0, 1, 1);
        const [r, gr, b] = probe.getImageData(0, 0, 1, 1).data;
        return `rgb(${r} ${gr} ${b})`;
      });
      const half = fadeMs / 2;
      const total = sceneMs * decoded.length;
      const draw = (t) => {
        const index = Math.min(decoded.length - 1, Math.floor(t / sceneMs));
        const local = t - index * sceneMs;
        drawScene(index, local);
        const fadeIn = index > 0 ? 1 - ease(local / half) : 0;
        const fadeOut = index < decoded.length - 1 ? ease((local - (sceneMs - half)) / half) : 0;
        g.globalAlpha = Math.max(fadeIn, fadeOut);
        g.fillStyle = backgrounds[index];
        g.fillRect(0, 0, canvas.width, canvas.height);
        g.globalAlpha = 1;
      };
      draw(0);
      const recorder = new MediaRecorder(canvas.captureStream(fps), {
        mimeType: 'video/webm;codecs=vp9',
        videoBitsPerSecond: bitsPerSecond,
      });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = performance.now() - start;
          draw(Math.min(t, total));
          if (t < total + tailMs) requestAnimationFrame(frame);
          else resolve();
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      const blob = new Blob(chunks, { type: 'video/webm' });
      const video = document.createElement('video');
      video.src = URL.createObjectURL(blob);
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = () => reject(new Error('the recorded tour does not load in a <video>'));
      });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { data: btoa(binary), seconds: video.duration };
    },
    { scenes, sceneMs: SCENE_MS, fadeMs: FADE_MS, tailMs: TAIL_MS, fps: FPS, bitsPerSecond: BITS_PER_SECOND, pan: PAN },
  );
  return { bytes: Buffer.from(data, 'base64'), seconds };
}

async function main() {
  const started = Date.now();
  const stage = await startToolStage({ webDist: WEB_DIST, dataDirPrefix: 'fanout-tour-' }).catch(fail);
  try {
    const page = await stage.browser.newPage();
    // Each language pays from its own funded account, so the second run is not "already paid".
    for (const [i, language] of LANGUAGES.entries()) {
      console.log(`${language}:`);
      const frames = await film(stage, language, i + 1);
      const { bytes, seconds } = await record(page, frames);
      const out = join(PUBLIC_DIR, `tour.${language}.webm`);
      writeFileSync(out, bytes);
      console.log(`wrote ${relative(WEB_DIR, out)}: ${(bytes.length / 1024).toFixed(0)} KB, ${seconds.toFixed(2)} s`);
    }
  } finally {
    await stage.stop();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

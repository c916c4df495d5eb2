#!/usr/bin/env node
// Renders the promo tour (public/tour.webm): the Tool's four steps drawn on a canvas in headless Chromium and recorded by
// MediaRecorder (VP9, no audio, 16 s): a pasted list checked line by line with one error, the fee and chunk quote, the
// run in progress, the receipt. The picture carries no words; the steps are told by captions in English and Chinese
// (public/tour.en.vtt, public/tour.chs.vtt). Run when the Tool's steps change:
//   node scripts/makeTour.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'tour.webm');
const SCENE_MS = 4000;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<canvas width="640" height="360"></canvas>');
  const base64 = await page.evaluate(async (sceneMs) => {
    const canvas = document.querySelector('canvas');
    const g = canvas.getContext('2d');
    const font = (size, weight = 400) => `${weight} ${size}px system-ui, sans-serif`;
    const mono = (size) => `${size}px ui-monospace, monospace`;
    const ease = (x) => 1 - (1 - Math.min(1, Math.max(0, x))) ** 3;
    const round = (x, y, w, h, r, fill, stroke) => {
      g.beginPath();
      g.roundRect(x, y, w, h, r);
      if (fill) {
        g.fillStyle = fill;
        g.fill();
      }
      if (stroke) {
        g.strokeStyle = stroke;
        g.lineWidth = 1;
        g.stroke();
      }
    };
    const LINES = [
      ['0x4b0f…91c2', '120.00'],
      ['0x9e21…07aa', '85.50'],
      ['0x71d3…e5', '40.00'],
      ['0x2c88…b310', '250.00'],
      ['0xa04e…6d1f', '64.25'],
      ['0x5f19…c0de', '99.99'],
    ];
    const frameChrome = (step) => {
      g.fillStyle = '#0b1020';
      g.fillRect(0, 0, 640, 360);
      const glow = g.createRadialGradient(120, 40, 0, 120, 40, 520);
      glow.addColorStop(0, 'rgba(123,63,228,0.35)');
      glow.addColorStop(1, 'rgba(11,16,32,0)');
      g.fillStyle = glow;
      g.fillRect(0, 0, 640, 360);
      // The four steps as dots, the current one lit.
      for (let i = 0; i < 4; i++) {
        g.fillStyle = i === step ? '#22d3ee' : '#3a4266';
        g.beginPath();
        g.arc(280 + i * 26, 24, 6, 0, 2 * Math.PI);
        g.fill();
      }
      round(40, 44, 560, 296, 14, '#ffffff');
    };
    const paste = (t) => {
      frameChrome(0);
      g.font = mono(17);
      const shown = Math.min(LINES.length, Math.floor(t / 450) + 1);
      for (let i = 0; i < shown; i++) {
        const y = 84 + i * 38;
        const bad = i === 2 && t > 3000;
        if (bad) round(60, y - 22, 520, 32, 6, '#fdecec');
        g.fillStyle = '#8a91ab';
        g.fillText(String(i + 1), 70, y);
        g.fillStyle = bad ? '#b42318' : '#1a1f36';
        g.fillText(`${LINES[i][0]}, ${LINES[i][1]}`, 100, y);
        if (i < shown - 1 || t > 2800) {
          g.fillStyle = bad ? '#b42318' : '#146c43';
          g.font = font(20, 700);
          g.fillText(bad ? '✕' : '✓', 548, y);
          g.font = mono(17);
        }
      }
    };
    const quote = (t) => {
      frameChrome(1);
      const k = ease(t / 1200);
      const rows = [
        ['240', '#1a1f36'],
        ['1 × 240', '#1a1f36'],
        ['0.42 POL', '#6228c9'],
      ];
      rows.forEach(([text, colour], i) => {
        const y = 100 + i * 72;
        round(70, y - 34, 500 * ease((t - i * 300) / 800), 52, 10, '#f1eafd');
        g.globalAlpha = ease((t - 400 - i * 300) / 600);
        g.fillStyle = colour;
        g.font = font(28, 700);
        g.fillText(text, 96, y);
        g.globalAlpha = 1;
      });
      g.fillStyle = '#7b3fe4';
      g.fillRect(70, 318, 500 * k, 4);
    };
    const run = (t) => {
      frameChrome(2);
      const k = ease(t / 3200);
      round(70, 150, 500, 28, 14, '#e3e6f0');
      const bar = g.createLinearGradient(70, 0, 570, 0);
      bar.addColorStop(0, '#7b3fe4');
      bar.addColorStop(1, '#22d3ee');
      round(70, 150, Math.max(28, 500 * k), 28, 14, bar);
      g.fillStyle = '#1a1f36';
      g.font = font(34, 700);
      g.fillText(`${Math.round(240 * k)} / 240`, 70, 240);
      // A spinner until the block is in.
      if (k < 1) {
        g.strokeStyle = '#7b3fe4';
        g.lineWidth = 4;
        g.beginPath();
        g.arc(540, 228, 14, t / 150, t / 150 + 4);
        g.stroke();
      }
    };
    const receipt = (t) => {
      frameChrome(3);
      const k = ease(t / 700);
      g.fillStyle = '#146c43';
      g.beginPath();
      g.arc(320, 150, 46 * k, 0, 2 * Math.PI);
      g.fill();
      g.strokeStyle = '#ffffff';
      g.lineWidth = 8;
      g.lineCap = 'round';
      g.beginPath();
      g.moveTo(300, 152);
      g.lineTo(316, 168);
      g.lineTo(344, 136);
      g.globalAlpha = k;
      g.stroke();
      g.globalAlpha = ease((t - 500) / 600);
      g.fillStyle = '#1a1f36';
      g.font = mono(20);
      g.textAlign = 'center';
      g.fillText('0x9f3c…a71e', 320, 250);
      g.fillStyle = '#6228c9';
      g.font = font(18, 600);
      g.fillText('↗ polygonscan', 320, 290);
      g.textAlign = 'left';
      g.globalAlpha = 1;
    };
    const scenes = [paste, quote, run, receipt];
    const total = sceneMs * scenes.length;
    const stream = canvas.captureStream(24);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 300_000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const start = performance.now();
    recorder.start();
    await new Promise((resolve) => {
      const frame = () => {
        const t = performance.now() - start;
        const index = Math.min(scenes.length - 1, Math.floor(t / sceneMs));
        scenes[index](t - index * sceneMs);
        if (t < total) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, SCENE_MS);
  const video = Buffer.from(base64, 'base64');
  writeFileSync(out, video);
  console.log(`wrote ${out} (${(video.length / 1024).toFixed(1)} KB, ${(4 * SCENE_MS) / 1000} s)`);
} finally {
  await browser.close();
}

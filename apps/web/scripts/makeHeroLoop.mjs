#!/usr/bin/env node
// Renders the background loop of home nine (public/hero-loop.webm): the Fanout mark's lines drawn on a
// canvas in headless Chromium and recorded by MediaRecorder (VP9, no audio). Run once when the design changes:
//   node scripts/makeHeroLoop.mjs [seconds=6]
// The site ships the file, so the hero plays without any third-party host.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'hero-loop.webm');
const seconds = Number(process.argv[2] ?? 6);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<canvas width="640" height="360"></canvas>');
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.querySelector('canvas');
    const g = canvas.getContext('2d');
    const W = canvas.width;
    const H = canvas.height;
    const draw = (t) => {
      // A seamless loop: everything moves with the phase p in [0, 1).
      const p = (t % ms) / ms;
      const bg = g.createLinearGradient(0, 0, W, H);
      bg.addColorStop(0, '#0b1020');
      bg.addColorStop(1, '#151b3a');
      g.fillStyle = bg;
      g.fillRect(0, 0, W, H);
      const glow = g.createRadialGradient(
        W * (0.2 + 0.1 * Math.sin(2 * Math.PI * p)),
        H * 0.2,
        0,
        W * 0.2,
        H * 0.2,
        W * 0.7,
      );
      glow.addColorStop(0, 'rgba(123,63,228,0.45)');
      glow.addColorStop(1, 'rgba(11,16,32,0)');
      g.fillStyle = glow;
      g.fillRect(0, 0, W, H);
      const sx = W * 0.18;
      const sy = H * 0.5;
      g.lineCap = 'round';
      for (let i = 0; i < 7; i++) {
        const ty = H * (0.12 + i * 0.127);
        g.strokeStyle = `rgba(34,211,238,${0.25 + 0.2 * Math.sin(2 * Math.PI * (p + i / 7)) ** 2})`;
        g.lineWidth = 2;
        g.beginPath();
        g.moveTo(sx, sy);
        g.bezierCurveTo(W * 0.45, sy, W * 0.5, ty, W * 0.85, ty);
        g.stroke();
        // A token travelling along each line.
        const k = (p + i / 7) % 1;
        const x =
          (1 - k) ** 3 * sx + 3 * (1 - k) ** 2 * k * W * 0.45 + 3 * (1 - k) * k ** 2 * W * 0.5 + k ** 3 * W * 0.85;
        const y = (1 - k) ** 3 * sy + 3 * (1 - k) ** 2 * k * sy + 3 * (1 - k) * k ** 2 * ty + k ** 3 * ty;
        g.fillStyle = '#22d3ee';
        g.beginPath();
        g.arc(x, y, 4, 0, 2 * Math.PI);
        g.fill();
      }
      g.fillStyle = '#7b3fe4';
      g.beginPath();
      g.arc(sx, sy, 18 + 2 * Math.sin(2 * Math.PI * p), 0, 2 * Math.PI);
      g.fill();
    };
    const stream = canvas.captureStream(24);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 250_000 });
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
        draw(t);
        if (t < ms) requestAnimationFrame(frame);
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
  }, seconds * 1000);
  mkdirSync(dirname(out), { recursive: true });
  const video = Buffer.from(base64, 'base64');
  writeFileSync(out, video);
  console.log(`wrote ${out} (${(video.length / 1024).toFixed(1)} KB, ${seconds} s)`);
} finally {
  await browser.close();
}

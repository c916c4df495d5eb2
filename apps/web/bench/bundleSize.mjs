// Print the sizes of the built site: what the first page load fetches (entry, preloaded chunks, CSS), gzip
// level 9, and the largest lazy chunks. Run after `vite build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
console.log('Initial load (index.html references):');
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(
    `  ${file.padEnd(48)} ${kb(statSync(join(dist, file)).size).padStart(10)} raw ${kb(size).padStart(10)} gzip`,
  );
}
console.log(`  ${'total'.padEnd(48)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip`);

const lazy = readdirSync(join(dist, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !initial.includes(file))
  .map((file) => ({ file, size: gz(file) }))
  .sort((a, b) => b.size - a.size);
console.log(`Lazy chunks: ${lazy.length}, ${kb(lazy.reduce((sum, c) => sum + c.size, 0))} gzip in all; largest:`);
for (const { file, size } of lazy.slice(0, 8)) console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)} gzip`);
const sw = statSync(join(dist, 'service-worker.js')).size;
console.log(`service-worker.js: ${kb(sw)} raw`);

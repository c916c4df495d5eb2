// Prints what @fanout/ui costs the site: the minified + gzipped size of the whole library as the web app's
// Vite bundles it (React excluded, Embla included), its CSS, the tokens, and the story catalogue size.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'fanout-ui-bench-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const started = performance.now();
await build({
  root,
  logLevel: 'silent',
  configFile: false,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    lib: { entry: join(root, 'src/index.ts'), formats: ['es'], fileName: 'ui' },
    rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
  },
});
const buildMs = performance.now() - started;

const rows = [];
for (const file of readdirSync(outDir)) {
  const body = readFileSync(join(outDir, file));
  rows.push({ file, raw: kb(body.length), gzip: kb(gzipSync(body, { level: 9 }).length) });
}
const tokens = readFileSync(join(root, 'src/tokens/tokens.css'));
rows.push({ file: 'tokens.css (source)', raw: kb(tokens.length), gzip: kb(gzipSync(tokens, { level: 9 }).length) });
rmSync(outDir, { recursive: true, force: true });

function folderSize(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderSize(path) : statSync(path).size;
  }
  return total;
}

console.log('@fanout/ui bundle (minified, React external, Embla included)');
console.table(rows);
console.log(`library build time: ${(buildMs / 1000).toFixed(2)} s`);
try {
  const index = JSON.parse(readFileSync(join(root, 'storybook-static/index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((e) => e.type === 'story').length;
  console.log(`storybook-static: ${stories} stories, ${kb(folderSize(join(root, 'storybook-static')))} on disk`);
} catch {
  console.log('storybook-static: not built (run the build script first)');
}

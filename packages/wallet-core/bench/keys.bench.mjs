// Key-generation figures: `pnpm --filter @fanout/wallet-core bench` (runs on dist/, so build first).
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { generateAptosWallets } from '@fanout/wallet-core/keys/aptos';
import { generateEvmWallets } from '@fanout/wallet-core/keys/evm';
import { build } from 'esbuild';
import { Wallet } from 'ethers';

const COUNT = 99;
const TARGET_MS = 50;
const TARGET_APTOS_GZIP_KB = 30;

async function median(runs, fn) {
  await fn(); // warm-up: JIT and the curve's precomputed tables
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** What a browser loads first: the entry chunk and the chunks it imports statically (on-demand chunks, e.g. the word
 * list, are apart). The same figure as test/browserLoad.ts. */
async function gzipKb(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: 'bench-out',
    write: false,
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  const loaded = new Set();
  const visit = (path) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const next of outputs[path].imports) if (next.kind === 'import-statement') visit(next.path);
  };
  visit(Object.keys(outputs).find((path) => outputs[path].entryPoint === entry));
  const files = result.outputFiles.filter((file) => [...loaded].some((path) => file.path.endsWith(path)));
  const raw = files.reduce((sum, file) => sum + file.contents.length, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
  return { raw: raw / 1024, gzip: gzip / 1024 };
}

const rows = [];
const check = (name, value, unit, target) => {
  const ok = target === undefined ? '' : value <= target ? 'PASS' : 'FAIL';
  rows.push({ figure: name, value: `${value.toFixed(1)} ${unit}`, target: target ? `≤ ${target} ${unit}` : '', ok });
};

check(`${COUNT} EVM wallets (random), median`, await median(21, () => generateEvmWallets(COUNT)), 'ms', TARGET_MS);
check(`${COUNT} Aptos wallets (random), median`, await median(21, () => generateAptosWallets(COUNT)), 'ms', TARGET_MS);
const phrase = (await generateEvmWallets(1, { mnemonic: true })).mnemonic;
check(
  `${COUNT} EVM wallets from one mnemonic, median`,
  await median(11, () => generateEvmWallets(COUNT, { mnemonic: phrase })),
  'ms',
);
check(
  `${COUNT} Aptos wallets from one mnemonic, median`,
  await median(11, () => generateAptosWallets(COUNT, { mnemonic: phrase })),
  'ms',
);
check(
  `ethers Wallet.createRandom() x${COUNT}, median`,
  await median(3, () => {
    for (let i = 0; i < COUNT; i++) Wallet.createRandom();
  }),
  'ms',
);

const aptos = await gzipKb('dist/keys/generateAptosWallets.js');
const evm = await gzipKb('dist/keys/generateEvmWallets.js');
const main = await gzipKb('dist/index.js');
const bulk = await gzipKb('dist/bulkSend/index.js');
check('browser chunk keys/aptos (min+gzip)', aptos.gzip, 'KB', TARGET_APTOS_GZIP_KB);
check('browser chunk keys/evm (min+gzip)', evm.gzip, 'KB');
check('browser bundle of "." (min+gzip)', main.gzip, 'KB');
check('browser chunk bulk-send, ethers included (min+gzip)', bulk.gzip, 'KB');
console.table(rows);
// Timings scale with contention: compare against the ethers row measured in the same run.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} CPUs`,
);

// Bench: parseRecipients on 100,000 checksummed lines vs a plain ethers loop (getAddress + parseUnits) in the same run.
// Run with `pnpm --filter @fanout/batch-core bench` (builds first). Prints medians and the ratio; not part of tests.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { getAddress, parseUnits } from 'ethers';
import { parseRecipients, toChecksumAddress } from '../dist/index.js';

const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DECIMALS = 6;
const TARGET_MS = 500;
const TARGET_RATIO = 4;

// Deterministic input: xorshift32 addresses, 6-decimal amounts.
let seed = 0x9e3779b9;
function next() {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
}
const lines = [];
for (let i = 0; i < LINES; i++) {
  let hex = '';
  for (let w = 0; w < 5; w++) hex += next().toString(16).padStart(8, '0');
  const whole = next() % 100_000;
  const fraction = String(next() % 1_000_000).padStart(6, '0');
  lines.push(`${toChecksumAddress(`0x${hex}`)},${whole}.${fraction}`);
}
const text = lines.join('\n');

function ethersLoop(input) {
  const rows = [];
  let total = 0n;
  for (const line of input.split('\n')) {
    if (line.trim() === '') continue;
    const [address, amount] = line.split(',');
    const value = parseUnits(amount.trim(), DECIMALS);
    rows.push({ address: getAddress(address.trim()), value });
    total += value;
  }
  return { rows, total };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// Wall time is the figure; CPU time (all threads of this process) is printed beside it because on a shared,
// busy machine it shows what the code costs when other processes take turns on the cores.
function time(fn) {
  const samples = [];
  const cpuSamples = [];
  let result;
  for (let run = 0; run < RUNS + 1; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    result = fn();
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (run > 0) {
      // the first run warms the JIT
      samples.push(elapsed);
      cpuSamples.push((used.user + used.system) / 1000);
    }
  }
  return { ms: median(samples), cpuMs: median(cpuSamples), result };
}

const ours = time(() => parseRecipients(text, { decimals: DECIMALS }));
if (process.env.BENCH_OURS_ONLY) {
  // Child run with WebAssembly switched off: prints the JavaScript-fallback median only.
  console.log(`${ours.ms.toFixed(1)} ms (CPU ${ours.cpuMs.toFixed(1)} ms)`);
  process.exit(0);
}
const theirs = time(() => ethersLoop(text));
if (!ours.result.ok || ours.result.total !== theirs.result.total || ours.result.rows.length !== LINES) {
  console.error('mismatch between parseRecipients and the ethers loop');
  process.exit(1);
}
const fallback = spawnSync(process.execPath, ['--no-expose-wasm', new URL(import.meta.url).pathname], {
  env: { ...process.env, BENCH_OURS_ONLY: '1' },
  encoding: 'utf8',
});
const ratio = theirs.ms / ours.ms;
console.log(
  `lines: ${LINES}, runs: ${RUNS} (median), node ${process.version}, load average ${loadavg()[0]?.toFixed(2)}`,
);
console.log(
  `parseRecipients: ${ours.ms.toFixed(1)} ms (CPU ${ours.cpuMs.toFixed(1)} ms), ${((LINES / ours.ms) * 1000).toFixed(0)} lines/s`,
);
console.log(`parseRecipients, JavaScript keccak (WebAssembly off): ${fallback.stdout.trim() || 'n/a'}`);
console.log(`ethers getAddress+parseUnits loop: ${theirs.ms.toFixed(1)} ms (CPU ${theirs.cpuMs.toFixed(1)} ms)`);
console.log(`ratio: ${ratio.toFixed(2)}x faster`);
console.log(
  `target <= ${TARGET_MS} ms: ${ours.ms <= TARGET_MS ? 'PASS' : 'FAIL'}; target >= ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
);

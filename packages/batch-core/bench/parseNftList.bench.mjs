// Bench: parseNftList and parseSafeAirdropCsv on 10,000 NFT lines (issue 29). Run with
// `pnpm --filter @fanout/batch-core bench` (builds first, after the parseRecipients bench). Prints medians; not a test.
import { loadavg } from 'node:os';
import { parseNftList, parseSafeAirdropCsv, toChecksumAddress } from '../dist/index.js';

const LINES = Number(process.env.BENCH_NFT_LINES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// Judged on CPU time: on this project's shared 2-core machine wall time swings with the share of a core the bench
// gets; an idle machine's wall time is close to the CPU time.
const TARGET_CPU_MS = 100;

// Deterministic input: xorshift32 addresses, ids mixing small decimals, large decimals and hex.
let seed = 0x2545f491;
function next() {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
}
const COLLECTION = '0x57f1887a8bf19b14fc0df6fd9b2acc9af147ea85';
const erc721 = [];
const erc1155 = [];
const safe = ['token_type,token_address,receiver,amount,id'];
for (let i = 0; i < LINES; i++) {
  let hex = '';
  for (let w = 0; w < 5; w++) hex += next().toString(16).padStart(8, '0');
  const to = toChecksumAddress(`0x${hex}`);
  const id = i % 3 === 0 ? String(i) : i % 3 === 1 ? `${next()}${next()}${next()}${i}` : `0x${i.toString(16)}`;
  erc721.push(`${to},${id}`);
  erc1155.push(`${to},${i % 50},${1 + (next() % 1000)}`);
  safe.push(`erc721,${COLLECTION},${to},,${id}`);
}
const inputs = { erc721: erc721.join('\n'), erc1155: erc1155.join('\n'), safe: safe.join('\r\n') };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

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
      samples.push(elapsed);
      cpuSamples.push((used.user + used.system) / 1000);
    }
  }
  return { ms: median(samples), cpuMs: median(cpuSamples), result };
}

const cases = [
  ['parseNftList erc721 (address,tokenId)', () => parseNftList(inputs.erc721, { standard: 'erc721' })],
  ['parseNftList erc1155 (address,tokenId,amount)', () => parseNftList(inputs.erc1155, { standard: 'erc1155' })],
  ['parseSafeAirdropCsv (erc721 lines)', () => parseSafeAirdropCsv(inputs.safe)],
];
console.log(
  `NFT lines: ${LINES}, runs: ${RUNS} (median), node ${process.version}, load average ${loadavg()[0]?.toFixed(2)}`,
);
let failed = false;
for (const [name, fn] of cases) {
  const { ms, cpuMs, result } = time(fn);
  const ok = result.ok && (result.rows ?? result.groups[0].plan.rows).length === LINES;
  if (!ok) {
    console.error(`${name}: the list did not parse as expected`);
    process.exit(1);
  }
  const pass = cpuMs <= TARGET_CPU_MS;
  failed ||= !pass;
  console.log(
    `${name}: ${ms.toFixed(1)} ms (CPU ${cpuMs.toFixed(1)} ms), ${((LINES / ms) * 1000).toFixed(0)} lines/s — target CPU <= ${TARGET_CPU_MS} ms: ${pass ? 'PASS' : 'FAIL'}`,
  );
}
process.exitCode = failed ? 1 : 0;

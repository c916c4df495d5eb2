// `pnpm --filter @fanout/api exec tsx bench/chainsBench.ts`: GET /api/chains on loopback (embedded PGlite, in process):
// body size (plain and gzip), requests/s and p99 for a full answer and for an ETag revalidation (304), with the
// default 10 s settings cache. BENCH_SECONDS (5) and BENCH_CONNECTIONS (20) tune it; the machine's load is printed.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { testConfig } from '../test/helper.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const app = await buildApp(
  testConfig(
    { kind: 'pglite' },
    { chains: { owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', salt: null, cacheMs: 10_000 } },
  ),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/chains`;
const first = await fetch(url);
const body = await first.text();
const etag = first.headers.get('etag') ?? '';

async function run(title: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const ok = result['2xx'] + result['3xx'];
  console.log(
    `${title.padEnd(22)} ${Math.round(result.requests.average).toLocaleString('en')} req/s, p99 ${result.latency.p99} ms, ` +
      `${ok} ok, ${result.non2xx - result['3xx']} other, ${result.errors} errors`,
  );
}

console.log(`GET /api/chains: ${body.length.toLocaleString('en')} bytes, gzip ${gzipSync(body).length} bytes`);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores shared)`,
);
await run('full answer (200)', {});
await run('revalidation (304)', { 'if-none-match': etag });
await app.close();

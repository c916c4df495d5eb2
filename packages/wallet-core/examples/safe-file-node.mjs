// Paying from a Safe: plans a run with the Safe as the sender (its batch ids are the Safe's), prices it, and writes
// Safe Transaction Builder files to import in Safe{Wallet} → Apps → Transaction Builder, where the owners sign and
// execute. Nothing is signed here. Run it after `pnpm --filter @fanout/wallet-core build`; it starts its own local
// chain unless RPC_URL names one.

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalChain } from '@fanout/contracts/chain';
import { createBulkSendConfig, planRun, quoteRun } from '@fanout/wallet-core/bulk-send';
import { buildRunTransactionBuilderFiles, verifyTransactionBuilderChecksum } from '@fanout/wallet-core/safe';

const chain = process.env.RPC_URL ? null : await startLocalChain({ stateFile: false });
const rpcUrl = process.env.RPC_URL ?? chain.rpcUrl;
const bulkSend = process.env.BULK_SEND ?? chain.bulkSend;
// BulkSend's version there (the local chain's is v3, the product's): v3 binds each batch id to the Safe and the chain,
// so the file pays only from this Safe on this chain.
const bulkSendVersion = process.env.BULK_SEND_VERSION ?? chain?.bulkSendVersion ?? 'v3';
const token = process.env.TOKEN ?? chain.demoToken;
const safe = process.env.SAFE ?? '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE';
const split = process.env.SPLIT ?? 'run'; // or 'chunk': one file per chunk
const outDir = process.env.OUT_DIR ?? tmpdir();

let id = 0;
const rpc = {
  async request({ method, params = [] }) {
    const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params });
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = await response.json();
    if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
    return answer.result;
  },
};

try {
  // Reads only: the chain's RPC serves as both (no wallet signs anything here).
  const config = createBulkSendConfig({
    provider: rpc,
    reader: rpc,
    chainId: Number(await rpc.request({ method: 'eth_chainId' })),
    bulkSendVersion,
  });
  const rows = [1, 2, 3].map((n) => ({
    line: n + 1,
    address: `0x${(0xe1000000 + n).toString(16).padStart(40, '0')}`,
    value: BigInt(n) * 1_000_000n,
  }));
  const run = await planRun(config, { sender: safe, bulkSend, token, rows, label: 'November grants' });
  const quote = await quoteRun(config, { run });
  const approval = quote.approval?.required ? `approve ${quote.approval.amount}` : 'no approval';
  console.log(`${quote.chunks.length} chunk(s) to pay, fees ${quote.fee} wei, ${approval}`);
  if (quote.alreadyPaid.length) console.log(`chunks already paid on chain: ${quote.alreadyPaid.map((i) => i + 1)}`);
  if (quote.shortfall.token || quote.shortfall.native) console.log('the Safe lacks', quote.shortfall);

  for (const { chunks, file } of buildRunTransactionBuilderFiles({ run, quote, split })) {
    const path = join(outDir, `fanout-${run.id.slice(2, 10)}-${chunks.map((i) => i + 1).join('-')}.json`);
    writeFileSync(path, JSON.stringify(file, null, 2));
    const checked = verifyTransactionBuilderChecksum(file) ? 'checksum ok' : 'CHECKSUM BAD';
    console.log(`wrote ${path}: ${file.transactions.length} transaction(s), ${checked}`);
  }
} finally {
  await chain?.stop();
}

// The README's Node example of the batch engine, as a file CI runs (test/bulkSendExample.test.ts checks that the
// README shows exactly the code below this header). Build the package, then: node examples/bulk-send-node.mjs
// Environment: RPC_URL, BULK_SEND, BULK_SEND_VERSION, TOKEN, SENDER (an account the node signs for), RUNS_DIR.

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatUnits, parseRecipients } from '@fanout/batch-core';
import { startLocalChain } from '@fanout/contracts/chain';
import {
  createBulkSendConfig,
  findMatchingRun,
  planRun,
  quoteRun,
  receiptsToCsv,
  sendRun,
} from '@fanout/wallet-core/bulk-send';
import { createFileRunStorage } from '@fanout/wallet-core/bulk-send/node';

// A local chain (BulkSend v3 + the DUSD demo token) unless RPC_URL names one; the node signs for SENDER.
const chain = process.env.RPC_URL ? null : await startLocalChain({ stateFile: false });
const rpcUrl = process.env.RPC_URL ?? chain.rpcUrl;
const bulkSend = process.env.BULK_SEND ?? chain.bulkSend;
// BulkSend's version there (the local chain's is v3, the product's): v3 binds each batch id to the sender and the chain.
const bulkSendVersion = process.env.BULK_SEND_VERSION ?? chain?.bulkSendVersion ?? 'v3';
const token = process.env.TOKEN ?? chain.demoToken;
const sender = process.env.SENDER ?? chain.accounts[1].address;

// Any EIP-1193 provider: a browser wallet, or (here) a node's JSON-RPC endpoint. The engine reads the wallet's chain
// and selected account (eth_accounts[0]) before every signature: here the node signs for SENDER, so that is the one.
let id = 0;
const provider = {
  async request({ method, params = [] }) {
    if (method === 'eth_accounts') return [sender];
    const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params });
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = await response.json();
    if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
    return answer.result;
  },
};

try {
  const config = createBulkSendConfig({
    provider,
    bulkSendVersion,
    // Durable: each run is written here before every signature request (a browser uses createIndexedDbRunStorage).
    storage: createFileRunStorage({ directory: process.env.RUNS_DIR ?? join(tmpdir(), 'fanout-runs') }),
    pollIntervalMs: 200,
  });
  // 300 recipients → two balanced chunks of 150, one BulkSend call each.
  const lines = Array.from(
    { length: 300 },
    (_, i) => `0x${(0xe0000001 + i).toString(16).padStart(40, '0')},${(i % 7) + 1}.25`,
  );
  const list = parseRecipients(lines.join('\n'), { decimals: 6 });
  const run = await planRun(config, { sender, bulkSend, token, rows: list.rows, symbol: 'DUSD', decimals: 6 });

  // Paid before, from any device? The chain knows (batchSent of each chunk's batch id).
  const match = await findMatchingRun(config, { run });
  if (match.allPaid) {
    console.log(`already paid: all ${run.chunks.length} chunks of this list are recorded on chain; nothing sent`);
  } else {
    const quote = await quoteRun(config, { run });
    const sizes = quote.chunks.map((c) => c.count).join(' + ');
    console.log(`quote: ${quote.chunks.length} chunks (${sizes}), ${formatUnits(quote.amount, 6)} DUSD`);
    console.log(`operator fee ${formatUnits(quote.fee, 18)}, network at most ${formatUnits(quote.maxNetworkCost, 18)}`);
    const done = await sendRun(config, {
      run,
      onProgress: (event) => {
        if (event.type === 'chunk' && ['confirmed', 'skipped'].includes(event.step)) {
          console.log(`chunk ${event.chunkIndex + 1}: ${event.step} ${event.hash ?? ''}`);
        }
      },
    });
    console.log(`run ${done.id}: ${done.status}`);
    console.log(receiptsToCsv(done).split('\r\n').slice(0, 3).join('\n'));
  }
} finally {
  await chain?.stop();
}

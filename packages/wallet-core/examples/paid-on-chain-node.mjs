// The chain as the record of who was paid: pays three recipients, then — as a new device with nothing stored and
// the list edited — reads the sender's past BulkSend payments and names every line already paid. Run it after
// `pnpm --filter @fanout/wallet-core build`; it starts its own local chain unless RPC_URL names one.

import { startLocalChain } from '@fanout/contracts/chain';
import {
  createBulkSendConfig,
  paidLinesOnChain,
  planRun,
  readSenderHistory,
  sendRun,
} from '@fanout/wallet-core/bulk-send';

const chain = process.env.RPC_URL ? null : await startLocalChain({ stateFile: false });
const rpcUrl = process.env.RPC_URL ?? chain.rpcUrl;
const bulkSend = process.env.BULK_SEND ?? chain.bulkSend;
// BulkSend's version there (the local chain's is v3, the product's): v3 binds each batch id to the sender and the chain.
const bulkSendVersion = process.env.BULK_SEND_VERSION ?? chain?.bulkSendVersion ?? 'v3';
// Older BulkSends on the chain (the local chain keeps v2 beside v3): their payments are history too.
const older = chain?.olderBulkSends.map((entry) => entry.address) ?? [];
const token = process.env.TOKEN ?? chain.demoToken;
const sender = process.env.SENDER ?? chain.accounts[1].address;

let id = 0;
const provider = {
  async request({ method, params = [] }) {
    if (method === 'eth_accounts') return [sender]; // the wallet's selected account
    const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params });
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = await response.json();
    if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
    return answer.result;
  },
};

try {
  const rows = Array.from({ length: 6 }, (_, i) => ({
    line: i + 2,
    address: `0x${(0xd0000001 + i).toString(16).padStart(40, '0')}`,
    value: BigInt(i + 1) * 1_000_000n,
  }));
  // Yesterday, on a laptop: the first three lines paid.
  const laptop = createBulkSendConfig({ provider, bulkSendVersion });
  await sendRun(laptop, { run: await planRun(laptop, { sender, bulkSend, token, rows: rows.slice(0, 3) }) });

  // Today, on a new device (nothing stored), the whole list sorted the other way round: other batch ids, so only
  // the chain's own record of the payments can tell what was paid.
  const device = createBulkSendConfig({ provider, bulkSendVersion });
  const edited = rows.toReversed().map((row, i) => ({ ...row, line: i + 2 }));
  const run = await planRun(device, { sender, bulkSend, token, rows: edited });
  const history = await readSenderHistory(device, {
    bulkSend: [bulkSend, ...older],
    sender,
    token, // null for the native coin
    // since: Date.now() - 30 * 24 * 3600 * 1000, // default: the last 7 days
    onProgress: ({ fromBlock, toBlock, blocksScanned }) =>
      console.log(`read ${blocksScanned} of ${toBlock - fromBlock + 1n} blocks`),
  });
  if (!history.complete)
    console.log(`NOT CHECKED IN FULL: ${history.incomplete.messageKey}`, history.incomplete.params);
  for (const payment of history.payments.filter((p) => p.recipients === null)) {
    console.log(`payment ${payment.hash}: sent through another contract, recipients unknown`);
  }
  for (const paid of paidLinesOnChain(run, history.payments)) {
    const when = new Date(paid.paidAt).toISOString();
    console.log(`line ${paid.line} ${paid.address}: already paid ${paid.paidAmount} on ${when} in ${paid.hash}`);
  }
} finally {
  await chain?.stop();
}

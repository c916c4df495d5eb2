// `pnpm chain` / `pnpm dev`: runs the local chain until Ctrl-C. Port: CHAIN_PORT (default 8545); facts file:
// CHAIN_STATE_FILE (default .chain/local.json, which `pnpm dev`'s web server reads). It starts like a fresh
// real chain: no deterministic-deployment proxy, no BulkSend (the Tool offers to install the one and deploy the other
// from the member's wallet). `--with-bulksend` (or CHAIN_WITH_BULKSEND=1) installs both at start, as the tests do.
import { LOCAL_CHAIN } from './LOCAL_CHAIN.js';
import { LOCAL_CHAIN_STATE_FILE, startLocalChain } from './startLocalChain.js';

const port = Number(process.env.CHAIN_PORT ?? LOCAL_CHAIN.cliPort);
const bare = !(process.argv.includes('--with-bulksend') || process.env.CHAIN_WITH_BULKSEND === '1');
const stateFile = process.env.CHAIN_STATE_FILE || undefined;
const chain = await startLocalChain({ port, host: process.env.CHAIN_HOST ?? LOCAL_CHAIN.host, bare, stateFile });
console.log(
  `Local chain (id ${chain.chainId}) at ${chain.rpcUrl}${bare ? ' (bare like a real chain: no proxy, no BulkSend; --with-bulksend installs both)' : ''}`,
);
console.log(
  `  BulkSend   ${chain.bulkSend} (${chain.bulkSendVersion})${bare ? ' (predicted for the first account, not deployed: the Tool offers the deploy)' : ''}`,
);
for (const older of chain.olderBulkSends)
  console.log(`  BulkSend   ${older.address} (${older.version}, older: read as history)`);
console.log(`  Demo token ${chain.demoToken} (${LOCAL_CHAIN.demoTokenSymbol}, ${chain.demoTokenDecimals} decimals)`);
console.log(`  Accounts (first ${chain.fundedAccounts} hold ${Number(LOCAL_CHAIN.demoTokenPerAccount) / 1e6} DUSD):`);
for (const account of chain.accounts.slice(0, chain.fundedAccounts)) {
  console.log(`    ${account.address}  ${account.privateKey}`);
}
console.log(`  Facts written to ${stateFile ?? LOCAL_CHAIN_STATE_FILE}. Ctrl-C stops.`);
const shutdown = () => {
  void chain.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// `pnpm chain` / `pnpm dev`: runs the local chain until Ctrl-C. Port: CHAIN_PORT (default 8545). `--bare` (or
// CHAIN_BARE=1) starts it like a fresh real chain: no deterministic-deployment proxy, no BulkSend.
import { LOCAL_CHAIN } from './LOCAL_CHAIN.js';
import { LOCAL_CHAIN_STATE_FILE, startLocalChain } from './startLocalChain.js';

const port = Number(process.env.CHAIN_PORT ?? LOCAL_CHAIN.cliPort);
const bare = process.argv.includes('--bare') || process.env.CHAIN_BARE === '1';
const chain = await startLocalChain({ port, host: process.env.CHAIN_HOST ?? LOCAL_CHAIN.host, bare });
console.log(`Local chain (id ${chain.chainId}) at ${chain.rpcUrl}${bare ? ' (bare: no proxy, no BulkSend)' : ''}`);
console.log(`  BulkSend   ${chain.bulkSend}${bare ? ' (predicted, not deployed)' : ''}`);
console.log(`  Demo token ${chain.demoToken} (${LOCAL_CHAIN.demoTokenSymbol}, ${chain.demoTokenDecimals} decimals)`);
console.log(`  Accounts (first ${chain.fundedAccounts} hold ${Number(LOCAL_CHAIN.demoTokenPerAccount) / 1e6} DUSD):`);
for (const account of chain.accounts.slice(0, chain.fundedAccounts)) {
  console.log(`    ${account.address}  ${account.privateKey}`);
}
console.log(`  Facts written to ${LOCAL_CHAIN_STATE_FILE}. Ctrl-C stops.`);
const shutdown = () => {
  void chain.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

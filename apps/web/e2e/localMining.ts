// Mining control on the local Hardhat chain for the Tool's failure-mode browser tests: hold blocks (transactions
// wait in the mempool as "signed, not mined"), mine on demand, and read balances for the end-of-test checks.
import { rpc } from './toolWallet.js';

/** Stops mining on every transaction: sent transactions stay pending until mineBlock or releaseMining. */
export async function holdMining(rpcUrl: string): Promise<void> {
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
}

/** Mines one block with whatever is pending. */
export async function mineBlock(rpcUrl: string): Promise<void> {
  await rpc(rpcUrl, 'evm_mine', []);
}

/** Mines what is pending and goes back to one block per transaction. */
export async function releaseMining(rpcUrl: string): Promise<void> {
  await rpc(rpcUrl, 'evm_setAutomine', [true]);
  await rpc(rpcUrl, 'evm_mine', []);
}

/** Transactions waiting in the node's mempool (Hardhat: eth_getBlockByNumber "pending"). */
export async function pendingTransactionCount(rpcUrl: string): Promise<number> {
  const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['pending', false])) as { transactions: string[] } | null;
  return block?.transactions.length ?? 0;
}

// One transaction from an unlocked account of the local chain, waited for: a contract's address when it deploys one,
// else the transaction's hash. A reverted transaction throws.
import { rpc } from './toolWallet.js';

export async function sendAndMine(rpcUrl: string, from: string, to: string | undefined, data: string): Promise<string> {
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [{ from, ...(to ? { to } : {}), data }])) as string;
  const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
    contractAddress: string | null;
    status: string;
  };
  if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`);
  return receipt.contractAddress ?? hash;
}

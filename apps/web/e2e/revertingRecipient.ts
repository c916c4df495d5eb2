// Deploys a contract that refuses every payment (its code is PUSH1 0 PUSH1 0 REVERT): a recipient whose native
// transfer reverts, for the "simulation names the line before signing" browser test.
import { rpc } from './toolWallet.js';

/** Init code: copy the 5-byte runtime 0x60006000fd to memory and return it. */
const INIT_CODE = '0x6005600c60003960056000f360006000fd';

export async function deployRevertingRecipient(rpcUrl: string, from: string): Promise<string> {
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [{ from, data: INIT_CODE }])) as string;
  for (;;) {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { contractAddress: string } | null;
    if (receipt) return receipt.contractAddress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

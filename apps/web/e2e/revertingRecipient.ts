// Contracts that refuse payments, for the "simulation names the line before signing" browser tests.
// deployRevertingRecipient: refuses every payment (runtime PUSH1 0 PUSH1 0 REVERT).
// deploySwitchableRecipient: accepts payments until it is switched (any call with calldata sets its slot 0), then
// refuses them: a recipient that passes the quote's simulation and starts reverting mid-run.
import { rpc } from './toolWallet.js';

/** Init code: copy the 5-byte runtime 0x60006000fd to memory and return it. */
const INIT_CODE = '0x6005600c60003960056000f360006000fd';

/**
 * Runtime (26 bytes): CALLDATASIZE ISZERO PUSH1 0x0b JUMPI · PUSH1 1 PUSH1 0 SSTORE STOP (calldata: switch on) ·
 * 0x0b: JUMPDEST PUSH1 0 SLOAD ISZERO PUSH1 0x18 JUMPI PUSH1 0 PUSH1 0 REVERT (switched: refuse) · 0x18: JUMPDEST STOP.
 * Init code: copy those 26 bytes from offset 12 and return them.
 */
const SWITCHABLE_INIT_CODE = '0x601a600c600039601a6000f33615600b576001600055005b6000541560185760006000fd5b00';

async function deploy(rpcUrl: string, from: string, data: string): Promise<string> {
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [{ from, data }])) as string;
  return (await receiptOf(rpcUrl, hash)).contractAddress;
}

async function receiptOf(rpcUrl: string, hash: string): Promise<{ contractAddress: string; status: string }> {
  for (;;) {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      contractAddress: string;
      status: string;
    } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function deployRevertingRecipient(rpcUrl: string, from: string): Promise<string> {
  return deploy(rpcUrl, from, INIT_CODE);
}

export function deploySwitchableRecipient(rpcUrl: string, from: string): Promise<string> {
  return deploy(rpcUrl, from, SWITCHABLE_INIT_CODE);
}

/** From now on `recipient` (deploySwitchableRecipient) refuses every payment. Mined when this returns. */
export async function startReverting(rpcUrl: string, recipient: string, from: string): Promise<void> {
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [{ from, to: recipient, data: '0x01' }])) as string;
  const receipt = await receiptOf(rpcUrl, hash);
  if (receipt.status !== '0x1') throw new Error('the recipient did not switch');
}

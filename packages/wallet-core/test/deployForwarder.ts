// Compiles test/fixtures/Forwarder.sol once per worker (npm `solc`) and deploys it: a contract that pays through
// BulkSend the way a Safe or a multicall does (the transaction's `to` is not BulkSend).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Interface } from 'ethers';
import type { Eip1193Provider } from '../src/provider/Eip1193Provider.js';

const require = createRequire(import.meta.url);
let bytecode: string | undefined;

export const forwarderInterface = new Interface(['function forward(address target, bytes data) payable']);

export async function deployForwarder(rpc: Eip1193Provider, from: string): Promise<`0x${string}`> {
  if (!bytecode) {
    const content = readFileSync(new URL('./fixtures/Forwarder.sol', import.meta.url), 'utf8');
    const solc = require('solc') as { compile(input: string): string };
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'Forwarder.sol': { content } },
          settings: { outputSelection: { '*': { Forwarder: ['evm.bytecode.object'] } } },
        }),
      ),
    );
    bytecode = output.contracts['Forwarder.sol'].Forwarder.evm.bytecode.object as string;
  }
  const hash = await rpc.request({ method: 'eth_sendTransaction', params: [{ from, data: `0x${bytecode}` }] });
  const receipt = (await rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    contractAddress: `0x${string}`;
  };
  return receipt.contractAddress;
}

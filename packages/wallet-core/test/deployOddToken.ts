// Compiles test/fixtures/OddTokens.sol once per worker (npm `solc`) and deploys an OddToken on the engine's chain.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AbiCoder, Interface } from 'ethers';
import type { Eip1193Provider } from '../src/provider/Eip1193Provider.js';

const require = createRequire(import.meta.url);
let bytecode: string | undefined;

export const oddTokenInterface = new Interface([
  'function setBlocked(address account, bool value)',
  'function balanceOf(address) view returns (uint256)',
]);

export async function deployOddToken(
  rpc: Eip1193Provider,
  parameters: { from: string; holder: string; supply: bigint; feeBps?: bigint },
): Promise<string> {
  if (!bytecode) {
    const content = readFileSync(new URL('./fixtures/OddTokens.sol', import.meta.url), 'utf8');
    const solc = require('solc') as { compile(input: string): string };
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'OddTokens.sol': { content } },
          settings: { outputSelection: { '*': { OddToken: ['evm.bytecode.object'] } } },
        }),
      ),
    );
    bytecode = output.contracts['OddTokens.sol'].OddToken.evm.bytecode.object as string;
  }
  const args = AbiCoder.defaultAbiCoder()
    .encode(['address', 'uint256', 'uint256'], [parameters.holder, parameters.supply, parameters.feeBps ?? 0n])
    .slice(2);
  const hash = await rpc.request({
    method: 'eth_sendTransaction',
    params: [{ from: parameters.from, data: `0x${bytecode}${args}` }],
  });
  const receipt = (await rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    contractAddress: string;
  };
  return receipt.contractAddress;
}

// The in-process Hardhat network (chain id 137) as an EIP-1193 provider, shared by a test file.
import { createRequire } from 'node:module';
import type { Eip1193Provider } from '../src/provider/Eip1193Provider.js';

process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT = 'true';
const require = createRequire(import.meta.url);

/** Hardhat's default accounts (mnemonic "test test … junk"), lowercased. */
export const ACCOUNTS = [
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
] as const;

let provider: Eip1193Provider | undefined;

/** The chain: one Hardhat network per test file (worker), started on first use. */
export function localChain(): Eip1193Provider {
  provider ??= (require('hardhat') as { network: { provider: Eip1193Provider } }).network.provider;
  return provider;
}

/** Takes a snapshot; the returned function restores it (so tests do not see each other's transactions). */
export async function snapshot(): Promise<() => Promise<void>> {
  const id = await localChain().request({ method: 'evm_snapshot' });
  return async () => {
    await localChain().request({ method: 'evm_revert', params: [id] });
  };
}

/**
 * Installs at `address` a minimal token whose `balanceOf(owner)` returns storage slot `owner`,
 * and gives `owner` a balance of `amount` (runtime code: CALLDATALOAD(4) SLOAD, return 32 bytes).
 */
export async function installBalanceToken(address: string, balances: Record<string, bigint>): Promise<void> {
  const chain = localChain();
  await chain.request({ method: 'hardhat_setCode', params: [address, '0x6004355460005260206000f3'] });
  for (const [owner, amount] of Object.entries(balances)) {
    await chain.request({
      method: 'hardhat_setStorageAt',
      params: [address, `0x${owner.slice(2).padStart(64, '0')}`, `0x${amount.toString(16).padStart(64, '0')}`],
    });
  }
}

let testTokenBytecode: string | undefined;

/** Compiles (once per worker, with the npm `solc`) and deploys test/fixtures/TestToken.sol from account #0. */
export async function deployTestToken(): Promise<string> {
  if (!testTokenBytecode) {
    const { readFileSync } = await import('node:fs');
    const content = readFileSync(new URL('./fixtures/TestToken.sol', import.meta.url), 'utf8');
    const solc = require('solc') as { compile(input: string): string };
    const input = {
      language: 'Solidity',
      sources: { 'TestToken.sol': { content } },
      settings: { outputSelection: { '*': { TestToken: ['evm.bytecode.object'] } } },
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input)));
    testTokenBytecode = output.contracts['TestToken.sol'].TestToken.evm.bytecode.object as string;
  }
  const chain = localChain();
  const hash = await chain.request({
    method: 'eth_sendTransaction',
    params: [{ from: ACCOUNTS[0], data: `0x${testTokenBytecode}` }],
  });
  const receipt = (await chain.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    contractAddress: string;
  };
  return receipt.contractAddress;
}

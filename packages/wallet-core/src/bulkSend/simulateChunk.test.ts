import { describe, expect, it } from 'vitest';
import { deployOddToken, oddTokenInterface } from '../../test/deployOddToken.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import { approveRun } from './approveRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { planRun } from './planRun.js';
import { quoteRun } from './quoteRun.js';
import { sendRun } from './sendRun.js';
import { simulateChunk } from './simulateChunk.js';
import { WalletMismatchError } from './WalletMismatchError.js';

const env = useEngineChain();

function engine() {
  const wallet = faultyWallet(env.rpc, {}, {}, sender());
  return { wallet, config: createBulkSendConfig({ provider: wallet, pollIntervalMs: 20, confirmTimeoutMs: 5_000 }) };
}

const sender = () => env.chain.accounts[1]?.address as string;

async function plan(config: ReturnType<typeof engine>['config'], token: string, salt: number, from = sender()) {
  const rows = freshAddresses(7, salt).map((address, i) => ({ line: i + 2, address, value: 1_000_000n }));
  return planRun(config, { sender: from, bulkSend: env.chain.bulkSend, token, rows, maxChunkSize: 3 });
}

async function failure(promise: Promise<unknown>): Promise<ChunkSimulationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChunkSimulationError);
  return error as ChunkSimulationError;
}

describe('simulation before signing names what would fail', () => {
  it('a token refusing the transfer to one recipient (blocked address): line, address and the token’s words', async () => {
    const token = await deployOddToken(env.rpc, { from: sender(), holder: sender(), supply: 10n ** 12n });
    const { config, wallet } = engine();
    const run = await plan(config, token, 11);
    const blocked = run.lines[4]?.address as string; // line 6, in chunk 2
    await env.request('eth_sendTransaction', [
      { from: sender(), to: token, data: oddTokenInterface.encodeFunctionData('setBlocked', [blocked, true]) },
    ]);
    const error = await failure(sendRun(config, { run }));
    expect(error).toMatchObject({
      chunkIndex: 1,
      reason: 'tokenRefused',
      line: 6,
      address: blocked,
      errorName: 'TokenTransferFailed',
      tokenReason: 'blocked',
    });
    expect(error.message).toContain('"blocked"');
    expect(error.messageKey).toBe('bulkSendReason_tokenRefused');
    expect(userMessageOf(error, 'en')).toBe(`Line 6 (${blocked}): the token refuses the transfer to this address`);
    expect(userMessageOf(error, 'chs')).toBe(`第 6 行（${blocked}）：代币拒绝向该地址转账`);
    expect(wallet.chunkSends).toBe(1); // chunk 2 was never signed
    for (const [i, line] of run.lines.entries()) {
      const balance = BigInt(
        await env.request<string>('eth_call', [
          { to: token, data: oddTokenInterface.encodeFunctionData('balanceOf', [line.address]) },
          'latest',
        ]),
      );
      expect(balance).toBe(i < 3 ? line.amount : 0n);
    }
  });

  it('a fee-on-transfer token is stopped before the first chunk is signed', async () => {
    const token = await deployOddToken(env.rpc, { from: sender(), holder: sender(), supply: 10n ** 12n, feeBps: 100n });
    const { config, wallet } = engine();
    const run = await plan(config, token, 12);
    const error = await failure(sendRun(config, { run }));
    expect(error).toMatchObject({ chunkIndex: 0, reason: 'feeOnTransfer', errorName: 'FeeOnTransferToken' });
    expect(wallet.chunkSends).toBe(0);
  });

  it('a short balance or allowance is named before anything is signed, and the quote shows the shortfall', async () => {
    const poor = env.chain.accounts[15]?.address as string; // holds no demo tokens
    const { config, wallet } = engine();
    const run = await plan(config, env.chain.demoToken, 13, poor);
    const quote = await quoteRun(config, { run });
    expect(quote.shortfall.token).toBe(7_000_000n);
    expect(await failure(simulateChunk(config, { run, chunkIndex: 0 }))).toMatchObject({
      reason: 'balanceShort',
      address: poor,
    });
    const funded = await plan(config, env.chain.demoToken, 13);
    expect(await failure(simulateChunk(config, { run: funded, chunkIndex: 0 }))).toMatchObject({
      reason: 'allowanceShort',
    });
    // Once approved, the quote's gas is the node's estimate, and every chunk simulates.
    const { run: approved } = await approveRun(config, { run: funded });
    const exact = await quoteRun(config, { run: approved });
    expect(exact.approval).toMatchObject({ required: false, amount: 7_000_000n, current: 7_000_000n, gas: 0n });
    expect(exact.chunks.map((c) => c.gasSource)).toEqual(['estimate', 'estimate', 'estimate']);
    for (const chunk of approved.chunks) {
      const { gas } = await simulateChunk(config, { run: approved, chunkIndex: chunk.index });
      expect(gas).toBe(exact.chunks[chunk.index]?.gas);
    }
    expect(wallet.chunkSends).toBe(0);
  });

  it('amounts read with the wrong decimals are stopped before anything is signed', async () => {
    const { config, wallet } = engine();
    const rows = freshAddresses(2, 14).map((address, i) => ({ line: i + 1, address, value: 10n ** 18n }));
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
      decimals: 18, // DUSD has 6
    });
    expect(await failure(sendRun(config, { run }))).toMatchObject({ reason: 'decimalsMismatch' });
    expect(wallet.chunkSends).toBe(0);
  });

  it('refuses to send from a wallet on another chain or for another account', async () => {
    const { config, wallet } = engine();
    const rows = freshAddresses(2, 15).map((address, i) => ({ line: i + 1, address, value: 1n }));
    const base = { bulkSend: env.chain.bulkSend, token: env.chain.demoToken, rows };
    // Planned for another chain: the reader (here the wallet, on 137) cannot vouch for it, so nothing is read or sent.
    const genesisHash = `0x${'00'.repeat(32)}` as const;
    const otherChain = await planRun(config, { ...base, sender: sender(), chainId: 80002, genesisHash });
    await expect(sendRun(config, { run: otherChain })).rejects.toMatchObject({
      name: 'ReaderChainMismatchError',
      expected: '80002',
      actual: '137',
    });
    const stranger = await planRun(config, { ...base, sender: '0x000000000000000000000000000000000000dEaD' });
    await expect(sendRun(config, { run: stranger })).rejects.toBeInstanceOf(WalletMismatchError);
    expect(wallet.chunkSends).toBe(0);
  });
});

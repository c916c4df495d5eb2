// Issue 36 finding 6 on BulkSend v3 (the product's): a Transaction Builder file's batch ids are bound to the Safe that
// plans the run and to the chain. Executed by its Safe it pays; imported into a second Safe (the Builder only warns),
// or replayed from the same address on another chain, BulkSend refuses it by name and nobody is paid again.
import { bindBatchId, isBatchIdFor } from '@fanout/contracts';
import { startLocalChain } from '@fanout/contracts/chain';
import { execSafeTransaction, safeTransactionOf, signSafeTransaction } from '@fanout/test-chain/safe-contracts';
import type { Contract, Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { httpProvider } from '../../test/httpProvider.js';
import { SAFE_CHAIN_ID, useSafeOwners } from '../../test/safeOwners.js';
import { bulkSendV3Interface, erc20Interface } from '../bulkSend/contractInterfaces.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { decodeRevert } from '../bulkSend/decodeRevert.js';
import { planRun } from '../bulkSend/planRun.js';
import { quoteRun } from '../bulkSend/quoteRun.js';
import { buildRunTransactionBuilderFiles } from './buildRunTransactionBuilderFiles.js';
import { SafeFileError } from './SafeFileError.js';
import { safeRunCalls } from './safeRunCalls.js';
import type { TransactionBuilderFile } from './TransactionBuilderFile.js';

const env = useEngineChain({ version: 'v3' });
const CHAIN_ID = SAFE_CHAIN_ID;
// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll), not a React hook.
const { fundedSafe, owners: safeOwners } = useSafeOwners(env);

const config = () =>
  createBulkSendConfig({
    provider: env.rpc,
    reader: env.rpc,
    chainId: CHAIN_ID,
    bulkSendVersion: env.chain.bulkSendVersion,
  });

/**
 * Imports the file into `safe` the Builder's way (whatever Safe the file was made for: the Builder only warns), signs
 * with two owners and executes it: with the estimate's gas, or (`gasLimit`) without an estimate, as a wallet would
 * send one the node says reverts.
 */
async function execute(safe: Contract, file: TransactionBuilderFile, gasLimit?: bigint) {
  const address = await safe.getAddress();
  const nonce = (await safe.getFunction('nonce')()) as bigint;
  const tx = safeTransactionOf(file.transactions, nonce);
  const owners = safeOwners();
  const signatures = await signSafeTransaction(address, CHAIN_ID, tx, [owners[2] as Wallet, owners[0] as Wallet]);
  try {
    const sent = await execSafeTransaction(safe, owners[0] as Wallet, tx, signatures, gasLimit);
    return `status ${(await sent.wait())?.status}`;
  } catch (error) {
    return String((error as Error).message);
  }
}

describe('a Safe file of a v3 run: bound to its Safe and its chain', () => {
  it('executed by its Safe pays; imported into a second Safe or replayed on another chain, it is refused (BatchIdNotForSender) and nobody is paid again', async () => {
    const rows = freshAddresses(5, 61).map((address, i) => ({
      line: i + 1,
      address,
      value: BigInt(i + 1) * 1_000_000n,
    }));
    const total = rows.reduce((sum, row) => sum + row.value, 0n);
    const first = await fundedSafe(total, 10n ** 18n);
    const second = await fundedSafe(total, 10n ** 18n);
    const firstAddress = (await first.getAddress()) as `0x${string}`;
    const secondAddress = (await second.getAddress()) as `0x${string}`;
    const run = await planRun(config(), {
      sender: firstAddress,
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
      maxChunkSize: 3,
    });
    expect(run.bulkSendVersion).toBe('v3');
    for (const chunk of run.chunks) expect(isBatchIdFor(chunk.batchId, CHAIN_ID, firstAddress)).toBe(true);
    const quote = await quoteRun(config(), { run });
    const [part, ...others] = buildRunTransactionBuilderFiles({ run, quote });
    expect(others).toEqual([]);
    const file = JSON.parse(JSON.stringify(part?.file)) as TransactionBuilderFile;
    // The member's words in the file say whom it is for.
    expect(file.meta.description).toContain(`only Safe ${firstAddress} on chain ${CHAIN_ID}`);
    const balances = () => Promise.all(rows.map((r) => env.tokenBalance(r.address)));

    expect(await execute(first, file)).toBe('status 1');
    expect(await balances()).toEqual(rows.map((r) => r.value));
    expect(await env.tokenBalance(firstAddress)).toBe(0n);

    // The second Safe (same owners, funded and willing) executes the same file: the Safe transaction reverts (GS013).
    expect(await execute(second, file, 25_000_000n)).toMatch(/GS013/);
    expect(await balances()).toEqual(rows.map((r) => r.value));
    expect(await env.tokenBalance(secondAddress)).toBe(total);
    expect(await second.getFunction('nonce')()).toBe(0n);
    // Inside it, BulkSend refused the chunk by name: the id was made for the first Safe, not the second.
    const [approve, call] = file.transactions;
    expect(approve?.to.toLowerCase()).toBe(env.chain.demoToken.toLowerCase());
    const refused = await env
      .request('eth_call', [
        { from: secondAddress, to: call?.to, data: call?.data, value: `0x${BigInt(call?.value ?? 0).toString(16)}` },
        'latest',
      ])
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(decodeRevert(refused)).toMatchObject({
      errorName: 'BatchIdNotForSender',
      args: [secondAddress, BigInt(CHAIN_ID), run.chunks[0]?.batchId],
    });

    // The same Safe address on another chain (Safes are deployed at the same address on many chains): refused too.
    const other = await startLocalChain({ stateFile: false, chainId: 80_002 });
    try {
      expect(other.bulkSend).toBe(env.chain.bulkSend);
      const rpc = httpProvider(other.rpcUrl);
      await rpc.request({ method: 'hardhat_setBalance', params: [firstAddress, '0xde0b6b3a7640000'] });
      const elsewhere = await rpc
        .request({
          method: 'eth_call',
          params: [
            { from: firstAddress, to: call?.to, data: call?.data, value: `0x${BigInt(call?.value ?? 0).toString(16)}` },
            'latest',
          ],
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(decodeRevert(elsewhere)).toMatchObject({
        errorName: 'BatchIdNotForSender',
        args: [firstAddress, 80_002n, run.chunks[0]?.batchId],
      });
      const held = await Promise.all(
        rows.map(async (r) =>
          BigInt(
            (await rpc.request({
              method: 'eth_call',
              params: [
                { to: other.demoToken, data: erc20Interface.encodeFunctionData('balanceOf', [r.address]) },
                'latest',
              ],
            })) as string,
          ),
        ),
      );
      expect(held).toEqual(rows.map(() => 0n));
    } finally {
      await other.stop();
    }
  }, 120_000);

  it('refuses to build the calls of a v3 run whose batch ids are not the Safe’s on the run’s chain (an edited stored run)', async () => {
    const rows = freshAddresses(2, 62).map((address, i) => ({ line: i + 1, address, value: 1_000_000n }));
    const safe = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE' as const;
    const run = await planRun(config(), {
      sender: safe,
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
    });
    const quote = { chunks: [{ index: 0, fee: 0n }], approval: null };
    expect(safeRunCalls({ run, quote })[0]?.calls[0]?.data.slice(0, 10)).toBe(
      bulkSendV3Interface.getFunction('sendErc20Packed')?.selector,
    );
    const chunk = run.chunks[0];
    if (!chunk) throw new Error('no chunk');
    const edited = { ...run, sender: env.chain.accounts[1]?.address as `0x${string}` };
    expect(() => safeRunCalls({ run: edited, quote })).toThrow(SafeFileError);
    const otherChain = {
      ...run,
      chunks: [{ ...chunk, batchId: bindBatchId(1, safe, chunk.batchId) as `0x${string}` }],
    };
    expect(() => safeRunCalls({ run: otherChain, quote })).toThrow(/not bound to the Safe/);
  });
});

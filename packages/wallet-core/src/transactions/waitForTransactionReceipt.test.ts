// The package's one receipt waiter on the in-process Hardhat network: a mined receipt, a flaky RPC that is retried
// rather than read as a failure, a reverted transaction, and the timeout named with the package's error class.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, localChain, snapshot } from '../../test/localChain.js';
import { ReceiptTimeoutError } from '../errors/ReceiptTimeoutError.js';
import { TransactionRevertedError } from '../errors/TransactionRevertedError.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js';

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await localChain().request({ method: 'evm_setAutomine', params: [true] });
  await restore();
});

const fast = { pollIntervalMs: 5, maxPollIntervalMs: 40, timeoutMs: 2_000 };

async function pay(): Promise<string> {
  return (await localChain().request({
    method: 'eth_sendTransaction',
    params: [{ from: ACCOUNTS[0], to: ACCOUNTS[1], value: '0x1' }],
  })) as string;
}

describe('waitForTransactionReceipt', () => {
  it('waits for a transaction mined later, through failed reads (a flaky RPC is not a failed transaction)', async () => {
    await localChain().request({ method: 'evm_setAutomine', params: [false] });
    const hash = await pay();
    let failures = 3;
    let reads = 0;
    const flaky: Eip1193Provider = {
      async request(args) {
        if (args.method === 'eth_getTransactionReceipt') {
          reads++;
          if (failures-- > 0) throw Object.assign(new Error('fetch failed'), { code: -32000 });
          if (reads === 5) await localChain().request({ method: 'evm_mine' });
        }
        return localChain().request(args);
      },
    };
    const receipt = await waitForTransactionReceipt(flaky, hash, fast);
    expect(receipt.transactionHash).toBe(hash);
    expect(receipt.success).toBe(true);
    expect(reads).toBeGreaterThanOrEqual(5);
  });

  it('gives up after the timeout with ReceiptTimeoutError, in both languages', async () => {
    const unknown = `0x${'ab'.repeat(32)}`;
    let clock = 0;
    const error = await waitForTransactionReceipt(localChain(), unknown, {
      ...fast,
      timeoutMs: 60_000,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReceiptTimeoutError);
    expect(error).toBeInstanceOf(WalletCoreError);
    expect((error as ReceiptTimeoutError).name).toBe('ReceiptTimeoutError');
    expect(clock).toBeGreaterThan(60_000);
    expect(userMessageOf(error, 'en')).toContain(`${unknown} is not mined yet after 60 s`);
    expect(userMessageOf(error, 'chs')).toContain('60 秒后仍未上链');
  });

  it('returns a reverted receipt as failed, or throws TransactionRevertedError when asked', async () => {
    await localChain().request({ method: 'evm_setAutomine', params: [false] });
    // Code that always reverts (PUSH1 0 PUSH1 0 REVERT): the call is mined with status 0.
    await localChain().request({ method: 'hardhat_setCode', params: [ACCOUNTS[2], '0x60006000fd'] });
    const hash = (await localChain().request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNTS[0], to: ACCOUNTS[2], gas: '0x186a0' }],
    })) as string;
    await localChain().request({ method: 'evm_mine' });
    const receipt = await waitForTransactionReceipt(localChain(), hash, fast);
    expect(receipt.success).toBe(false);
    const error = await waitForTransactionReceipt(localChain(), hash, { ...fast, throwOnRevert: true }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TransactionRevertedError);
    expect(userMessageOf(error, 'chs')).toBe(`交易 ${hash} 在链上执行失败`);
  });
});

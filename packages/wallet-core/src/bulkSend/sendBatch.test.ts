import { bulkSendFee } from '@fanout/batch-core';
import { BULK_SEND_FEE_DIVISOR, DemoToken__factory } from '@fanout/contracts';
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { JsonRpcProvider } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpProvider } from '../../test/httpProvider.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { connect } from '../connect/connect.js';
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { getTokenInfo } from '../token/getTokenInfo.js';
import { readAllowance } from '../token/readAllowance.js';
import { waitForReceipt } from '../transaction/waitForReceipt.js';
import { BulkSendError } from './BulkSendError.js';
import { bulkSendAddress } from './bulkSendAddress.js';
import { ensureAllowance } from './ensureAllowance.js';
import { estimateBulkSend } from './estimateBulkSend.js';
import { readFeePercent } from './readFeePercent.js';
import { sendBatch } from './sendBatch.js';

let chain: LocalChain;
let rpc: JsonRpcProvider;
let snapshotId: string;

beforeAll(async () => {
  chain = await startLocalChain({ stateFile: false });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
}, 120_000);
afterAll(async () => {
  rpc?.destroy();
  await chain?.stop();
});
beforeEach(async () => {
  snapshotId = await rpc.send('evm_snapshot', []);
});
afterEach(async () => {
  await rpc.send('evm_revert', [snapshotId]);
});

const fresh = (n: number, salt: number) =>
  Array.from({ length: n }, (_, i) => `0x${(salt * 1000 + i + 1).toString(16).padStart(40, '0')}`);

async function session(options: { refuse?: string[] } = {}) {
  const wallet = new TestWallet({ backend: httpProvider(chain.rpcUrl), ...options });
  wallet.account = chain.accounts[1]?.address.toLowerCase() as string;
  const { config } = testSession({ ethereum: wallet });
  await connect(config);
  return { config, wallet, me: wallet.account };
}

describe('BulkSend through the wallet (local chain from @fanout/contracts)', () => {
  it('reads the fee percent and the demo token', async () => {
    const { config } = await session();
    expect(await readFeePercent(config, { bulkSend: chain.bulkSend })).toBe(5);
    expect(await getTokenInfo(config, { token: chain.demoToken })).toMatchObject({
      symbol: 'DUSD',
      decimals: 6,
      balance: BigInt(chain.demoTokenPerAccount),
    });
  });

  it('approves the whole amount, then sends an ERC-20 batch with the batch-core fee as value', async () => {
    const { config, me } = await session();
    const recipients = fresh(3, 1);
    const amounts = [1_000_000n, 2_500_000n, 1n];
    const total = 3_500_001n;
    const approval = await ensureAllowance(config, {
      token: chain.demoToken,
      spender: chain.bulkSend,
      amount: total,
      pollMs: 10,
    });
    expect(approval).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await readAllowance(config, { token: chain.demoToken, spender: chain.bulkSend })).toBe(total);
    // Enough allowance now: no second approval.
    expect(
      await ensureAllowance(config, { token: chain.demoToken, spender: chain.bulkSend, amount: total }),
    ).toBeNull();

    const before = await rpc.getBalance(chain.bulkSend);
    const { hash, estimate } = await sendBatch(config, {
      bulkSend: chain.bulkSend,
      token: chain.demoToken,
      recipients,
      amounts,
    });
    const receipt = await waitForReceipt(config, hash, { pollMs: 10 });
    expect(receipt.success).toBe(true);
    expect(estimate.fee).toBe(
      bulkSendFee({ gasEstimate: estimate.gasEstimate, gasPrice: estimate.gasPrice, feePercent: estimate.feePercent }),
    );
    const token = DemoToken__factory.connect(chain.demoToken, rpc);
    for (const [i, recipient] of recipients.entries()) expect(await token.balanceOf(recipient)).toBe(amounts[i]);
    expect(await token.balanceOf(me)).toBe(BigInt(chain.demoTokenPerAccount) - total);
    expect((await rpc.getBalance(chain.bulkSend)) - before).toBe(estimate.fee);
    expect(BULK_SEND_FEE_DIVISOR).toBe(100);
  });

  it('sends the native coin with total + fee attached', async () => {
    const { config } = await session();
    const recipients = fresh(2, 2);
    const amounts = [10n ** 15n, 2n * 10n ** 15n];
    const { hash, estimate } = await sendBatch(config, { bulkSend: chain.bulkSend, recipients, amounts });
    expect((await waitForReceipt(config, hash, { pollMs: 10 })).success).toBe(true);
    expect(estimate.total).toBe(3n * 10n ** 15n);
    expect(await rpc.getBalance(recipients[1] as string)).toBe(2n * 10n ** 15n);
  });

  it('names the contract error when the batch cannot go through (no allowance)', async () => {
    const { config } = await session();
    const error = await estimateBulkSend(config, {
      bulkSend: chain.bulkSend,
      token: chain.demoToken,
      recipients: fresh(1, 3),
      amounts: [1n],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BulkSendError);
    expect((error as BulkSendError).errorName).toBe('TokenPullFailed');
  });

  it('rejects mismatched lists with LengthMismatch', async () => {
    const { config } = await session();
    const error = await sendBatch(config, { bulkSend: chain.bulkSend, recipients: fresh(2, 4), amounts: [1n] }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'BulkSendError', errorName: 'LengthMismatch' });
  });

  it("returns the user's refusal to send as UserRejectedRequestError", async () => {
    const { config } = await session({ refuse: ['eth_sendTransaction'] });
    const error = await sendBatch(config, { bulkSend: chain.bulkSend, recipients: fresh(1, 5), amounts: [1n] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UserRejectedRequestError);
  });

  it('has no deployment for an unknown chain', () => {
    expect(() => bulkSendAddress(31337)).toThrow(ChainNotConfiguredError);
  });
});

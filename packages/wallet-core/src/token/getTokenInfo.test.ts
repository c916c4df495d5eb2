import { id } from 'ethers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, deployTestToken, snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { decodeString } from '../abi/decodeString.js';
import { selectors } from '../abi/selectors.js';
import { connect } from '../connect/connect.js';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { approve } from '../transactions/approve.js';
import { getTransaction } from '../transactions/getTransaction.js';
import { getTransactionReceipt } from '../transactions/getTransactionReceipt.js';
import { readAllowance } from '../transactions/readAllowance.js';
import { waitForReceipt } from '../transactions/waitForReceipt.js';
import { getTokenInfo } from './getTokenInfo.js';

const SPENDER = ACCOUNTS[2];
let token: string;
let restore: () => Promise<void>;

beforeAll(async () => {
  token = await deployTestToken();
}, 60_000);
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

async function connected(wallet = new TestWallet()) {
  const { config } = testSession({ ethereum: wallet });
  await connect(config);
  return config;
}

describe('token helpers', () => {
  it('use the right function selectors', () => {
    expect(selectors).toEqual({
      symbol: id('symbol()').slice(0, 10),
      decimals: id('decimals()').slice(0, 10),
      balanceOf: id('balanceOf(address)').slice(0, 10),
      allowance: id('allowance(address,address)').slice(0, 10),
      approve: id('approve(address,uint256)').slice(0, 10),
    });
  });

  it('look up symbol, balance and decimals of a deployed token', async () => {
    const config = await connected();
    expect(await getTokenInfo(config, { token })).toEqual({
      symbol: 'tUSDT',
      balance: 1_000_000_000_000n,
      decimals: 6,
    });
    expect(
      await getTokenInfo(config, { token: ` ${token.toUpperCase().replace('0X', '0x')} `, owner: SPENDER }),
    ).toEqual({
      symbol: 'tUSDT',
      balance: 0n,
      decimals: 6,
    });
  });

  it('only look up entries of at least 32 characters starting with 0x, and only real tokens', async () => {
    const config = await connected();
    await expect(getTokenInfo(config, { token: '0x1234' })).rejects.toThrow(InvalidParameterError);
    await expect(getTokenInfo(config, { token: 'c2132D05D31c914a87C6611C10748AEb04B58e8F00' })).rejects.toThrow(
      InvalidParameterError,
    );
    await expect(getTokenInfo(config, { token: '0x000000000000000000000000000000000000dEaD' })).rejects.toThrow(
      'Parameter error',
    );
  });

  it('approve, then read the allowance and the mined receipt', async () => {
    const config = await connected();
    expect(await readAllowance(config, { token, spender: SPENDER })).toBe(0n);
    const hash = await approve(config, { token, spender: SPENDER, amount: 123_456_789n });
    const receipt = await waitForReceipt(config, hash, { pollMs: 10 });
    expect(receipt).toMatchObject({ transactionHash: hash, success: true, from: ACCOUNTS[0], to: token.toLowerCase() });
    expect(receipt.gasUsed).toBeGreaterThan(0n);
    expect(await readAllowance(config, { token, spender: SPENDER })).toBe(123_456_789n);
    expect(await getTransaction(config, hash)).toMatchObject({ hash, from: ACCOUNTS[0] });
  });

  it('surface a refused approval as the user refusal', async () => {
    const config = await connected(new TestWallet({ refuse: ['eth_sendTransaction'] }));
    await expect(approve(config, { token, spender: SPENDER, amount: 1n })).rejects.toThrow(UserRejectedRequestError);
    expect(await readAllowance(config, { token, spender: SPENDER })).toBe(0n);
  });

  it('return no receipt for an unknown transaction and need a connected wallet', async () => {
    const config = await connected();
    expect(await getTransactionReceipt(config, `0x${'ab'.repeat(32)}`)).toBeNull();
    const { config: idle } = testSession({ ethereum: new TestWallet() });
    await expect(readAllowance(idle, { token, spender: SPENDER })).rejects.toThrow(NotConnectedError);
  });

  it('decode a bytes32 symbol of old tokens', () => {
    expect(decodeString(`0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}`)).toBe('MKR');
  });
});

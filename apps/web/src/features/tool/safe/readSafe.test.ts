import { AbiCoder, getAddress, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { type ChainReader, isOwner, readSafe, readSafeBalance, SafeCheckError } from './readSafe.js';

const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';
const OWNERS = ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'];
const abi = AbiCoder.defaultAbiCoder();
const selectors = new Interface(['function getOwners()', 'function getThreshold()', 'function balanceOf(address)']);
const selector = (name: string) => selectors.getFunction(name)?.selector as string;

/** A chain reader answering `eth_getCode` and the Safe's calls as `answers` says. */
function reader(answers: { code?: string; owners?: string; threshold?: string; fail?: string }): ChainReader {
  return {
    request: async ({ method, params = [] }) => {
      if (answers.fail === method) throw new Error('failed to fetch');
      if (method === 'eth_getCode') return answers.code ?? '0x6080';
      if (method === 'eth_getBalance') return '0x64';
      const { data } = params[0] as { data: string };
      if (data.startsWith(selector('getOwners'))) {
        if (answers.owners === 'revert') throw new Error('execution reverted');
        return answers.owners ?? abi.encode(['address[]'], [OWNERS]);
      }
      if (data.startsWith(selector('getThreshold'))) return answers.threshold ?? abi.encode(['uint256'], [2]);
      if (data.startsWith(selector('balanceOf'))) return abi.encode(['uint256'], [7]);
      throw new Error(`unexpected ${method}`);
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<SafeCheckError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeCheckError);
  return error as SafeCheckError;
}

describe('readSafe', () => {
  it('recognises a Safe by its owners and threshold, checksummed', async () => {
    const safe = await readSafe(reader({}), ` ${SAFE} `, 'Polygon');
    expect(safe).toEqual({ address: getAddress(SAFE), owners: OWNERS.map((o) => getAddress(o)), threshold: 2 });
    expect(isOwner(safe, OWNERS[1] as string)).toBe(true);
    expect(isOwner(safe, SAFE)).toBe(false);
    expect(isOwner(safe, null)).toBe(false);
  });

  it('names what is wrong: not an address, no code, not a Safe, a failed read', async () => {
    expect((await failure(readSafe(reader({}), '0x123', 'Polygon'))).messageKey).toBe('safeErrAddress');
    const noCode = await failure(readSafe(reader({ code: '0x' }), SAFE, 'Polygon'));
    expect([noCode.messageKey, noCode.messageParams]).toEqual([
      'safeErrNoCode',
      { address: getAddress(SAFE), chain: 'Polygon' },
    ]);
    // A contract that reverts on getOwners(), or answers nothing a Safe would.
    expect((await failure(readSafe(reader({ owners: 'revert' }), SAFE, 'Polygon'))).messageKey).toBe('safeErrNotSafe');
    expect((await failure(readSafe(reader({ owners: '0x' }), SAFE, 'Polygon'))).messageKey).toBe('safeErrNotSafe');
    const zero = abi.encode(['uint256'], [0]);
    expect((await failure(readSafe(reader({ threshold: zero }), SAFE, 'Polygon'))).messageKey).toBe('safeErrNotSafe');
    const three = abi.encode(['uint256'], [3]);
    expect((await failure(readSafe(reader({ threshold: three }), SAFE, 'Polygon'))).messageKey).toBe('safeErrNotSafe');
    const failed = await failure(readSafe(reader({ fail: 'eth_getCode' }), SAFE, 'Polygon'));
    expect([failed.messageKey, failed.messageParams]).toEqual(['safeErrRead', { detail: 'failed to fetch' }]);
  });

  it("reads the Safe's balance of the native coin or of a token", async () => {
    expect(await readSafeBalance(reader({}), SAFE, null)).toBe(100n);
    expect(await readSafeBalance(reader({}), SAFE, OWNERS[0] as string)).toBe(7n);
  });
});

import { describe, expect, it } from 'vitest';
import { toChecksumAddress, userMessageOf } from '../index.js';
import { generateEvmWallets } from '../keys/generateEvmWallets.js';
import { InvalidParameterError } from './InvalidParameterError.js';
import { WalletCoreError } from './WalletCoreError.js';

describe('errors a member reads', () => {
  it('a bad address given to toChecksumAddress is named, not shown as "Connection failed"', () => {
    const error = (() => {
      try {
        toChecksumAddress('0x12');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(WalletCoreError);
    expect(userMessageOf(error, 'en')).toBe('Not a valid address: 0x12');
    expect(userMessageOf(error, 'chs')).toBe('地址无效：0x12');
  });

  it('generateEvmWallets(0) names the bad count and the allowed range', async () => {
    const error = await generateEvmWallets(0).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).parameter).toBe('count');
    expect(userMessageOf(error, 'en')).toBe('The number of wallets must be a whole number from 1 to 99, not 0');
    expect(userMessageOf(error, 'chs')).toBe('钱包数量须为 1 到 99 之间的整数，而不是 0');
  });
});

import { describe, expect, it } from 'vitest';
import { ChunkSimulationError } from '../bulkSend/ChunkSimulationError.js';
import { ApiError } from '../errors/ApiError.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { WalletEnableError } from '../errors/WalletEnableError.js';
import { WalletNotInstalledError } from '../errors/WalletNotInstalledError.js';
import { WalletType } from '../provider/WalletType.js';
import { userMessageOf } from './userMessageOf.js';
import { userTextOf } from './userTextOf.js';

const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72';

describe('userMessageOf', () => {
  it('gives the same texts as before the catalogue moved to i18next placeholders', () => {
    expect(userMessageOf(new WalletNotInstalledError(), 'en')).toBe(
      "No wallet found: open this page in your wallet app's browser, or install a browser wallet such as MetaMask and reload the page",
    );
    expect(userMessageOf(new WalletNotInstalledError(), 'chs')).toBe(
      '未找到钱包：请在钱包应用的内置浏览器中打开本页，或安装 MetaMask 等浏览器钱包后刷新页面',
    );
    expect(userMessageOf(new WalletEnableError(WalletType.MetaMask), 'en')).toBe(
      'MetaMask gave no account: unlock it and try again',
    );
    expect(userMessageOf(new WalletEnableError(WalletType.Nabox), 'en')).toBe(
      'Nabox Wallet gave no account: unlock it and try again',
    );
    expect(userMessageOf(new WalletEnableError(WalletType.Clover), 'chs')).toBe('CLV 钱包未返回账户：请解锁后重试');
    expect(userMessageOf(new NotConnectedError(), 'chs')).toBe('钱包未连接');
    expect(userMessageOf(new Error('boom'), 'en')).toBe('Connection failed');
    expect(userMessageOf(new Error('boom'), 'chs')).toBe('连接失败');
  });

  it("passes a server's own message through", () => {
    expect(userMessageOf(new ApiError('user.login', 400, 1, 'Nonce expired'), 'chs')).toBe('Nonce expired');
    expect(userMessageOf(new ApiError('user.login', 502, 502, undefined), 'en')).toBe(
      'Server error: please contact customer service (err502)',
    );
  });

  it("fills an error's placeholders from its messageParams", () => {
    const error = new ChunkSimulationError({ chunkIndex: 0, reason: 'recipientReverted', line: 3, address: ADDRESS });
    expect(userTextOf(error)).toEqual({
      key: 'bulkSendReason_recipientReverted',
      params: { line: 3, address: ADDRESS, error: 'unknown' },
    });
    expect(userMessageOf(error, 'en')).toBe(`Line 3 (${ADDRESS}): this recipient refuses payments`);
    expect(userMessageOf(error, 'chs')).toBe(`第 3 行 (${ADDRESS})：该收款地址拒绝接收`);
    const other = new ChunkSimulationError({ chunkIndex: 0, reason: 'other', errorName: 'FeeTooLow' });
    expect(userMessageOf(other, 'en')).toBe('This chunk would fail (FeeTooLow)');
  });
});

describe('userMessageOf for batch-core errors', () => {
  it('names a bad address or amount instead of showing "Connection failed"', async () => {
    const { InvalidAddressError, InvalidAmountError, parseUnits } = await import('@fanout/batch-core');
    const address = new InvalidAddressError('INVALID_ADDRESS', '0x12', 'An address has 40 hex digits after 0x');
    expect(userMessageOf(address, 'en')).toBe('Not a valid address: 0x12');
    expect(userMessageOf(address, 'chs')).toBe('地址无效：0x12');
    const amount = (() => {
      try {
        parseUnits('1.2.3', 6);
      } catch (caught) {
        return caught;
      }
    })();
    expect(amount).toBeInstanceOf(InvalidAmountError);
    expect(userMessageOf(amount, 'en')).toBe('Parameter error');
  });
});

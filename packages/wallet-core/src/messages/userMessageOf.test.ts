import { describe, expect, it } from 'vitest';
import { ChunkSimulationError } from '../bulkSend/ChunkSimulationError.js';
import { ApiError } from '../errors/ApiError.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { WalletEnableError } from '../errors/WalletEnableError.js';
import { WalletNotInstalledError } from '../errors/WalletNotInstalledError.js';
import { WalletType } from '../provider/WalletType.js';
import { userMessageOf } from './userMessageOf.js';
import { userTextOf } from './userTextOf.js';
import { walletCoreMessages } from './walletCoreMessages.js';

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
    expect(userMessageOf(error, 'chs')).toBe(`第 3 行（${ADDRESS}）：该收款地址拒绝接收`);
    const other = new ChunkSimulationError({ chunkIndex: 0, reason: 'other', errorName: 'FeeTooLow' });
    expect(userMessageOf(other, 'en')).toBe('This chunk would fail (FeeTooLow)');
  });
});

describe("userMessageOf for batch-core's and contracts' errors", () => {
  const caught = (action: () => unknown): unknown => {
    try {
      action();
    } catch (error) {
      return error;
    }
    throw new Error('nothing was thrown');
  };

  it('names a bad address or amount by its messageKey and values, never "Connection failed"', async () => {
    const { InvalidAddressError, InvalidAmountError, parseUnits, toChecksumAddress } = await import(
      '@fanout/batch-core'
    );
    const address = caught(() => toChecksumAddress('0xzz'));
    expect(address).toBeInstanceOf(InvalidAddressError);
    expect(userTextOf(address)).toEqual({ key: 'batchCore_INVALID_ADDRESS', params: { address: '0xzz' } });
    expect(userMessageOf(address, 'en')).toBe('Not a valid address: 0xzz');
    expect(userMessageOf(address, 'chs')).toBe('地址无效：0xzz');
    const mistyped = caught(() => toChecksumAddress('0x00000000000000000000000000000000000000Aa'));
    expect(userMessageOf(mistyped, 'chs')).toBe(
      '地址无效：0x00000000000000000000000000000000000000Aa 未通过校验和检查（可能输错了一个字符）',
    );
    const amount = caught(() => parseUnits('1.2.3', 6));
    expect(amount).toBeInstanceOf(InvalidAmountError);
    expect(userMessageOf(amount, 'en')).toBe('Amount "1.2.3" is not a plain decimal number');
    expect(
      userMessageOf(
        caught(() => parseUnits('1.2345', 2)),
        'chs',
      ),
    ).toBe('金额“1.2345”的小数位超过 2 位，即该代币允许的最大位数');
  });

  it('names a contracts error by its messageKey and values: a bad salt, a signer with no network', async () => {
    const { buildBulkSendDeployment, DeterministicDeploymentError } = await import('@fanout/contracts');
    const salt = caught(() =>
      buildBulkSendDeployment({ owner: '0x00000000000000000000000000000000000000a1', salt: '0x12' }),
    );
    expect(salt).toBeInstanceOf(DeterministicDeploymentError);
    expect(userMessageOf(salt, 'en')).toBe('The salt must be 32 bytes (0x and 64 hex digits), not 0x12');
    expect(userMessageOf(salt, 'chs')).toBe('盐值须为 32 字节（0x 加 64 位十六进制数字），而不是 0x12');
  });

  it("has every batch-core and contracts key in both languages, English from the package's own catalogue", async () => {
    const { batchCoreMessages } = await import('@fanout/batch-core');
    const { contractsMessages } = await import('@fanout/contracts');
    const en = walletCoreMessages.en as Record<string, string>;
    const chs = walletCoreMessages.chs as Record<string, string>;
    for (const [prefix, catalogue] of [
      ['batchCore_', batchCoreMessages.en],
      ['contracts_', contractsMessages.en],
    ] as const) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(en[prefix + key], key).toBe(text);
        expect(chs[prefix + key], key).toMatch(/\p{Script=Han}/u);
        // full-width punctuation in Chinese prose (placeholders and the npm command aside)
        const prose = (chs[prefix + key] ?? '').replace(/{{\w+}}|npm install \S+ \S+/g, '');
        expect(prose.match(/[,;:!?()]|\.\.\./g), key).toBeNull();
      }
    }
  });
});

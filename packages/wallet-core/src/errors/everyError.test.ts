// Every error wallet-core's entries export: a literal `name` (WalletCoreErrorName) and, but for the wallet's own words
// passing through (SPEC: wallet error messages are passed through), a `messageKey` with an English and a Chinese
// text whose placeholders its `messageParams` fill. A new error class must be added to `made` or the entry check fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as bulkSend from '../bulkSend/index.js';
import * as ens from '../ens/index.js';
import * as main from '../index.js';
import { walletCoreMessages } from '../messages/walletCoreMessages.js';
import { WalletType } from '../provider/WalletType.js';
import * as safe from '../safe/index.js';
import * as safeApps from '../safeApps/index.js';
import * as transactions from '../transactions/index.js';
import type { WalletCoreError, WalletCoreErrorName } from './WalletCoreError.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const HASH = `0x${'ab'.repeat(32)}`;
const refusal = { code: 4001, message: 'User rejected the request.' };

/** One error of each name, as wallet-core makes it. */
const made: { readonly [N in WalletCoreErrorName]: () => WalletCoreError } = {
  ApiError: () => new main.ApiError('login', 400, 400, undefined),
  BulkSendError: () =>
    new bulkSend.BulkSendError('Approval failed', {
      errorName: 'ApproveReverted',
      messageKey: 'bulkSendApprovalReverted',
      messageParams: { hash: HASH },
    }),
  ChainNotConfiguredError: () => new main.ChainNotConfiguredError(1),
  ChunkRevertedError: () => new bulkSend.ChunkRevertedError(0, HASH),
  ChunkSimulationError: () =>
    new bulkSend.ChunkSimulationError({ chunkIndex: 0, reason: 'recipientReverted', line: 3, address: ADDRESS }),
  EnsL1ChainError: () => new ens.EnsL1ChainError(137),
  EnsNameInvalidError: () => new ens.EnsNameInvalidError('bad name.eth', new Error('disallowed character')),
  EnsNoChainAddressError: () =>
    new ens.EnsNoChainAddressError('alice.eth', 137, 0x80000089, 'no record of this coin type'),
  EnsNoResolverError: () => new ens.EnsNoResolverError('alice.eth', ADDRESS),
  EnsReadError: () => new ens.EnsReadError('alice.eth', 'resolver(alice.eth)', new Error('socket hang up')),
  InvalidParameterError: () => new main.InvalidParameterError('count', 'must be 1 to 99'),
  InvalidRunError: () => new bulkSend.InvalidRunError('no recipients', 2),
  InvalidSignatureError: () => new main.InvalidSignatureError('v is 29'),
  NetworkError: () => new main.NetworkError('eth_call', new Error('socket hang up')),
  NotATokenError: () => new transactions.NotATokenError(ADDRESS),
  NotConnectedError: () => new main.NotConnectedError(),
  ReaderChainMismatchError: () => new bulkSend.ReaderChainMismatchError('chainId', '137', '1'),
  ReceiptTimeoutError: () => new transactions.ReceiptTimeoutError(HASH, 120_000),
  RunLockedError: () => new bulkSend.RunLockedError('run-1', { pid: 42 }),
  RunNotFoundError: () => new bulkSend.RunNotFoundError('run-1'),
  SafeAppError: () => new safeApps.SafeAppError('timeout', 'sendTransactions'),
  SafeFileError: () => new safe.SafeFileError('calls[2].to', '0x12', 'is not an address'),
  SafeQueueReadError: () => new safe.SafeQueueReadError('https://tx.example/api/v1/safes/0x1/', 'HTTP 503'),
  SafeQueueHoldsLinesError: () =>
    new safeApps.SafeQueueHoldsLinesError([{ safeTxHash: `0x${'ab'.repeat(32)}`, nonce: 5n, lines: [1, 2, 3, 7] }]),
  SecureRandomUnavailableError: () => new main.SecureRandomUnavailableError(),
  SignatureFailedError: () => new main.SignatureFailedError(new Error('no')),
  TokensNotHeldError: () => new bulkSend.TokensNotHeldError([{ line: 4, tokenId: 7n, amount: 1n, held: 0n }]),
  TransactionOutcomeUnknownError: () => new bulkSend.TransactionOutcomeUnknownError(0, new Error('no')),
  TransactionRevertedError: () => new transactions.TransactionRevertedError(HASH),
  UserRejectedRequestError: () => new main.UserRejectedRequestError('eth_requestAccounts', refusal),
  WalletCoreError: () => new main.WalletCoreError('Wallet not connected', { messageKey: 'walletNotConnected' }),
  WalletEnableError: () => new main.WalletEnableError(WalletType.Nabox),
  WalletMismatchError: () => new bulkSend.WalletMismatchError('account', ADDRESS, ADDRESS.replace('a1', 'b2')),
  WalletNotInstalledError: () => new main.WalletNotInstalledError(),
  WalletRequestError: () => new main.WalletRequestError('wallet_switchEthereumChain', new Error('Unrecognized chain')),
};

/** The wallet's own message, shown as it is (SPEC: wallet error messages are passed through; an ApiError with the
 * server's own errmsg passes that through the same way). */
const PASSED_THROUGH: readonly WalletCoreErrorName[] = ['WalletRequestError'];

const errorClasses = (entry: Record<string, unknown>) =>
  Object.entries(entry)
    .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
    .map(([name]) => name);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] as string);

describe("wallet-core's errors", () => {
  it('are every error class its entries (package.json exports) export, each a WalletCoreError', async () => {
    const { exports } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, { default: string }>;
    };
    const entries = await Promise.all(
      Object.values(exports).map(
        (target) =>
          import(
            new URL(`../${target.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts')}`, import.meta.url).href
          ) as Promise<Record<string, unknown>>,
      ),
    );
    const exported = [...new Set(entries.flatMap(errorClasses))];
    expect(exported.sort()).toEqual(Object.keys(made).sort());
    for (const make of Object.values(made)) expect(make()).toBeInstanceOf(main.WalletCoreError);
  });

  it('an invalid or missing run is named by its own text, not the generic "Parameter error"', () => {
    const generic = walletCoreMessages.en.parameterError;
    for (const error of [
      made.InvalidRunError(),
      new bulkSend.InvalidRunError('no recipients'),
      made.RunNotFoundError(),
    ]) {
      expect(error.messageKey).not.toBe('parameterError');
      expect(walletCoreMessages.en[error.messageKey as 'parameterError']).not.toBe(generic);
    }
    expect(main.userMessageOf(made.InvalidRunError(), 'en')).toBe(
      'Line 2 of the list cannot be sent: check it and try again',
    );
    expect(main.userMessageOf(made.InvalidRunError(), 'chs')).toBe('列表第 2 行无法发送：请检查后重试');
    expect(main.userMessageOf(made.RunNotFoundError(), 'chs')).toBe('此浏览器中没有保存此付款（或已被删除）');
  });

  it.each(Object.entries(made))('%s has its literal name and a text in en and chs', (name, make) => {
    const error = make();
    expect(error.name).toBe(name);
    if (PASSED_THROUGH.includes(name as WalletCoreErrorName)) {
      expect(error.messageKey).toBeUndefined();
      expect(error.shortMessage).not.toBe('');
      return;
    }
    const key = error.messageKey;
    expect(key, name).toBeDefined();
    if (key === undefined) return;
    for (const lang of ['en', 'chs'] as const) {
      const text: string = walletCoreMessages[lang][key];
      expect(text, `${lang} ${key}`).toBeTypeOf('string');
      for (const placeholder of placeholders(text)) {
        expect({ ...error.messageParams, metaMask: 1, nabox: 1, clv: 1 }, `${key} {{${placeholder}}}`).toHaveProperty(
          placeholder,
        );
      }
    }
  });
});

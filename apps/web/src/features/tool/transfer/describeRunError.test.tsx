// The engine's errors in words, read from their catalogue key and parameters (never their message text), with
// wallet-core's own texts where it has them and the Tool's framing around them (issue 28).
import { UserRejectedRequestError, userMessageOf } from '@fanout/wallet-core';
import {
  BulkSendError,
  type BulkSendRun,
  ChunkSimulationError,
  InvalidRunError,
  NotATokenError,
  RunLockedError,
  RunNotFoundError,
  TransactionOutcomeUnknownError,
  WalletMismatchError,
} from '@fanout/wallet-core/bulk-send';
import { walletCoreMessages } from '@fanout/wallet-core/messages';
import { SafeAppError } from '@fanout/wallet-core/safe-apps';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { en as toolEn } from '../i18n/en.js';
import { ChainRpcError } from './chainReader.js';
import { describeRunError } from './describeRunError.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';
import { TransferErrorNotice } from './TransferErrorNotice.js';

const refuser = '0x00000000000000000000000000000000000000ab';

afterEach(async () => {
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('describeRunError', () => {
  it("names the line and address of a recipient the simulation found reverting, in wallet-core's words", () => {
    const error = new ChunkSimulationError({ chunkIndex: 1, reason: 'recipientReverted', line: 280, address: '0xabc' });
    expect(describeRunError(error)).toMatchObject({
      key: 'simFailedAdvice',
      values: { chunk: 2 },
      reason: { key: 'bulkSendReason_recipientReverted', params: { line: 280, address: '0xabc' } },
      advice: 'adviceFixLine',
    });
  });

  for (const [language, paidBefore, sentence] of [
    [
      'en',
      false,
      `Nothing was sent. Line 5 (${refuser}): this recipient refuses payments. Remove or fix that line, then send again.`,
    ],
    [
      'chs',
      true,
      `第 2 笔交易及之后的交易未发送（之前的交易已支付）。第 5 行（${refuser}）：该收款地址拒绝接收。请删除或修正该行后再发送。`,
    ],
  ] as const) {
    it(`says the check's finding as one sentence: what was sent, the reason, what to do (${language})`, async () => {
      await act(() => useLanguageStore.getState().setLanguage(language));
      const error = new ChunkSimulationError({ chunkIndex: 1, reason: 'recipientReverted', line: 5, address: refuser });
      render(<TransferErrorNotice error={error} stage="quote" paidBefore={paidBefore} />);
      expect(spaced(screen.getByTestId('send-error').textContent)).toBe(sentence);
    });
  }

  it('recognises a refusal, a lost answer, a locked run and an RPC failure, never as "the transaction failed"', () => {
    const refused = new UserRejectedRequestError('eth_sendTransaction', { code: 4001, message: 'User denied' });
    expect(describeRunError(refused)).toMatchObject({ key: 'errEngine', reason: { key: 'userRejected' } });
    expect(describeRunError({ code: 4001, message: 'denied' })).toMatchObject({ reason: { key: 'userRejected' } });
    // Inside Safe{Wallet}: the proposal rejected there, or no answer, in the Safe App's words.
    expect(describeRunError(new SafeAppError('rejected', 'sendTransactions'))).toMatchObject({
      reason: { key: 'safeAppRejected' },
    });
    expect(describeRunError(new SafeAppError('timeout', 'sendTransactions'))).toMatchObject({
      reason: { key: 'safeAppTimeout', params: { method: 'sendTransactions' } },
    });
    expect(describeRunError(new TransactionOutcomeUnknownError(1, new Error('lost')))).toMatchObject({
      key: 'errEngineAdvice',
      reason: { key: 'bulkSendOutcomeUnknown' },
      advice: 'adviceWaitForChain',
    });
    expect(describeRunError(new RunLockedError('0x01'))).toMatchObject({ reason: { key: 'bulkSendRunLocked' } });
    const offline = new ChainRpcError(-32603, 'Internal JSON-RPC error: failed to fetch');
    expect(describeRunError(offline).key).toBe('errNetwork');
    expect(describeRunError(new Error('could not coalesce error'), 'quote').key).toBe('errEstimate');
  });

  it('names both chains of a wallet that moved, from the error parameters', () => {
    expect(describeRunError(new WalletMismatchError('chain', '137', '1'))).toMatchObject({
      key: 'errWalletChain',
      values: { runChain: '137', walletChain: '1' },
    });
    expect(describeRunError(new WalletMismatchError('account', '0xa', '0xb'))).toMatchObject({
      key: 'errWalletAccount',
      values: { runAccount: '0xa', walletAccount: '0xb' },
    });
  });

  it('keeps the raw library text only as detail, and every sentence exists in both languages', () => {
    const text = describeRunError({ message: 'could not coalesce error', error: { code: -32603, message: 'boom' } });
    expect(text.detail).toBe('could not coalesce error\n[-32603] boom');
    expect(en[text.key]).not.toMatch(/coalesce|revert data|JSON-RPC/);
    expect(chs[text.key]).toBeTruthy();
  });

  it('says a chunk cancelled or replaced in the wallet was not paid, read from the run, not the message (issue 27)', () => {
    // What sendRun throws when the chunk's nonce went to another transaction (a wallet's "cancel" or "speed up").
    const replaced = new BulkSendError('Chunk 2 was replaced or dropped before it was mined; nothing paid', {
      messageKey: 'bulkSendChunkReplaced',
      messageParams: { chunk: '2' },
    });
    const run = {
      chunks: [
        { index: 0, status: 'confirmed', attempts: [] },
        {
          index: 1,
          status: 'pending',
          lastError: { name: 'BulkSendError', message: 'anything' },
          attempts: [{ outcome: 'replaced' }],
        },
      ],
    } as unknown as BulkSendRun;
    const text = describeRunError(replaced, 'send', run);
    expect(text).toMatchObject({ key: 'errReplaced', values: { chunk: 2 } });
    expect(en[text.key]).not.toMatch(/wallet reported/);
    expect(chs[text.key]).toBeTruthy();
    // The message text alone decides nothing.
    expect(describeRunError(replaced, 'send', null).key).not.toBe('errReplaced');
  });

  for (const [language, sentence] of [
    ['en', `There is no token contract at ${refuser}, so nothing was approved.`],
    ['chs', `${refuser} 上没有代币合约，因此未进行任何授权。`],
  ] as const) {
    it(`names an approval of an address without code, and an invalid or missing run, by their own texts (${language})`, async () => {
      await act(() => useLanguageStore.getState().setLanguage(language));
      render(<TransferErrorNotice error={new NotATokenError(refuser)} stage="send" paidBefore={false} />);
      expect(spaced(screen.getByTestId('send-error').textContent)).toBe(sentence);
      expect(describeRunError(new InvalidRunError('no recipients', 3), 'quote')).toMatchObject({
        key: 'errEngine',
        reason: { key: 'bulkSendInvalidRunLine', params: { line: 3 } },
      });
      expect(describeRunError(new RunNotFoundError('0x01'))).toMatchObject({
        key: 'errEngine',
        reason: { key: 'bulkSendRunNotFound' },
      });
    });
  }
});

describe('one catalogue per text', () => {
  it("the Tool's namespaces (the page's and the transfer's) repeat none of wallet-core's texts", () => {
    const words = (text: string) => text.toLowerCase().replace(/[.。]$/, '');
    const engine = Object.values(walletCoreMessages.en).map(words);
    const repeated = [...Object.entries(toolEn), ...Object.entries(en)].filter(([, text]) =>
      engine.includes(words(text)),
    );
    expect(repeated).toEqual([]);
    expect(Object.keys(en).filter((key) => key.startsWith('sim_'))).toEqual([]);
  });

  it("a key of the transfer is not also in the page and generator's `tool` namespace", () => {
    expect(Object.keys(en).filter((key) => key in toolEn)).toEqual([]);
  });

  for (const [language, notMined, refused] of [
    [
      'en',
      'Transaction 2 is not mined yet; it is followed until the chain has it, and nothing is asked again.',
      'You rejected the request in your wallet',
    ],
    ['chs', '第 2 笔交易尚未上链：会持续跟踪直到链上确认，不会再次请求签名。', '您已在钱包中拒绝了该请求'],
  ] as const) {
    it(`a chunk not mined yet is said as such, not "could not reach the network"; a refusal in the page's language (${language}, issue 36)`, async () => {
      await act(() => useLanguageStore.getState().setLanguage(language));
      const notMinedError = new BulkSendError('Chunk 2 is not mined yet', {
        messageKey: 'bulkSendChunkNotMined',
        messageParams: { chunk: '2' },
      });
      render(<TransferErrorNotice error={notMinedError} stage="send" paidBefore={false} />);
      expect(spaced(screen.getByTestId('send-error').textContent)).toBe(notMined);
      const refusal = new UserRejectedRequestError('eth_sendTransaction', { code: 4001, message: 'User denied.' });
      expect(userMessageOf(refusal, language)).toBe(refused);
    });
  }
});

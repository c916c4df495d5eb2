// Issue 27: the words for a wallet that moved (chain or account) right before a signature, for a reader on the wrong
// chain, and the reorganisation notices.
import { UserRejectedRequestError } from '@fanout/wallet-core';
import { type BulkSendRun, ReaderChainMismatchError, WalletMismatchError } from '@fanout/wallet-core/bulk-send';
import { describe, expect, it } from 'vitest';
import { describeRunError } from './describeRunError.js';
import { noteReconciled, useReorgNotices } from './reorgNotices.js';

describe('describeRunError for a wallet that moved', () => {
  it('names the chains, even when the engine wrapped the refusal as a user rejection', () => {
    const wrapped = new UserRejectedRequestError('eth_sendTransaction', new WalletMismatchError('chain', '137', '1'));
    expect(describeRunError(wrapped)).toMatchObject({
      key: 'errWalletChain',
      values: { runChain: '137', walletChain: '1' },
    });
  });

  it('names both accounts', () => {
    expect(describeRunError(new WalletMismatchError('account', '0xAaaa', '0xbbbb'))).toMatchObject({
      key: 'errWalletAccount',
      values: { runAccount: '0xAaaa', walletAccount: '0xbbbb' },
    });
  });

  it('says when the page reads another chain than the run, or a reset one', () => {
    expect(describeRunError(new ReaderChainMismatchError('chainId', '137', '1')).key).toBe('errReaderChain');
    expect(describeRunError(new ReaderChainMismatchError('genesis', '0x01', '0x02')).key).toBe('errReaderGenesis');
  });
});

describe('reorganisation notices', () => {
  it('name a chunk a reconcile found no longer paid, until it is paid again', () => {
    const chunk = { index: 0, start: 0, count: 1, total: 1n, batchId: '0x01', attempts: [] } as const;
    const run = (status: 'confirmed' | 'pending') =>
      ({ id: '0xrun', chunks: [{ ...chunk, status }] }) as unknown as BulkSendRun;
    noteReconciled(run('confirmed'), run('pending'));
    expect(useReorgNotices.getState().dropped['0xrun']).toEqual([0]);
    noteReconciled(run('pending'), run('confirmed'));
    expect(useReorgNotices.getState().dropped['0xrun']).toEqual([]);
  });
});

import { BulkSend__factory } from '@fanout/contracts';
import { UserRejectedRequestError } from '@fanout/wallet-core';
import { describe, expect, it } from 'vitest';
import { toTransferError } from './toTransferError.js';

const bulkSend = BulkSend__factory.createInterface();
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('toTransferError', () => {
  it('names a BulkSend custom error and the 1-based recipient it is about', () => {
    const data = bulkSend.encodeErrorResult('TokenTransferFailed', [3, recipient, 5]);
    const error = toTransferError({ code: 'CALL_EXCEPTION', data, message: 'execution reverted' });
    expect(error.kind).toBe('contract');
    expect(error.reason).toBe('TokenTransferFailed');
    expect(error.values).toEqual({ index: '4' });
  });

  it('finds the revert data nested in a wallet error', () => {
    const data = bulkSend.encodeErrorResult('FeeTooLow', [1, 2]);
    const error = toTransferError({ message: 'could not estimate gas', error: { code: -32603, data: { data } } });
    expect([error.kind, error.reason]).toEqual(['contract', 'FeeTooLow']);
  });

  it('recognises a refusal in the wallet, from ethers, EIP-1193 or wallet-core', () => {
    expect(toTransferError({ code: 'ACTION_REJECTED', message: 'user rejected action' }).kind).toBe('rejected');
    expect(toTransferError({ code: 4001, message: 'denied' }).kind).toBe('rejected');
    expect(
      toTransferError(new UserRejectedRequestError('eth_sendTransaction', { code: 4001, message: 'User denied' })).kind,
    ).toBe('rejected');
  });

  it('recognises insufficient funds', () => {
    expect(toTransferError({ code: 'INSUFFICIENT_FUNDS', message: 'x' }).kind).toBe('funds');
    expect(
      toTransferError(new Error('sender doesn’t have enough funds: insufficient funds for gas * price + value')).kind,
    ).toBe('funds');
  });

  it('keeps the short message of anything else', () => {
    const error = toTransferError({ shortMessage: 'nonce too low', message: 'long text' });
    expect([error.kind, error.reason]).toEqual(['failed', 'nonce too low']);
  });
});

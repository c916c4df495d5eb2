import { UserRejectedRequestError } from '@fanout/wallet-core';
import { BulkSendError, ChunkSimulationError, TransactionOutcomeUnknownError } from '@fanout/wallet-core/bulk-send';
import { describe, expect, it } from 'vitest';
import { chs } from '../i18n/chs.js';
import { en } from '../i18n/en.js';
import { describeRunError } from './describeRunError.js';

describe('describeRunError', () => {
  it('names the line and address of a recipient the simulation found reverting', () => {
    const error = new ChunkSimulationError({ chunkIndex: 1, reason: 'recipientReverted', line: 280, address: '0xabc' });
    expect(describeRunError(error)).toMatchObject({
      key: 'sim_recipientReverted',
      values: { line: 280, address: '0xabc', chunk: 2 },
    });
  });

  it('recognises a refusal, a lost answer and network trouble, never as "the transaction failed"', () => {
    const refused = new UserRejectedRequestError('eth_sendTransaction', { code: 4001, message: 'User denied' });
    expect(describeRunError(refused).key).toBe('errRejected');
    expect(describeRunError(new TransactionOutcomeUnknownError(1, new Error('lost'))).key).toBe('errOutcomeUnknown');
    const offline = { code: -32603, message: 'Internal JSON-RPC error: failed to fetch' };
    expect(describeRunError(offline).key).toBe('errNetwork');
    expect(describeRunError(new Error('could not coalesce error'), 'quote').key).toBe('errEstimate');
  });

  it('keeps the raw library text only as detail, and every sentence exists in both languages', () => {
    const text = describeRunError({ message: 'could not coalesce error', error: { code: -32603, message: 'boom' } });
    expect(text.detail).toBe('could not coalesce error\n[-32603] boom');
    expect(en[text.key]).not.toMatch(/coalesce|revert data|JSON-RPC/);
    expect(chs[text.key]).toBeTruthy();
  });

  it('says a chunk cancelled or replaced in the wallet was not paid, not that the wallet failed (issue 27)', () => {
    // What sendRun throws when the chunk's nonce went to another transaction (a wallet's "cancel" or "speed up").
    const replaced = new BulkSendError('Chunk 2 was replaced or dropped before it was mined; nothing paid', {
      details: 'nonce 7 went to another transaction',
    });
    const text = describeRunError(replaced);
    expect(text).toMatchObject({ key: 'errReplaced', values: { chunk: 2 } });
    expect(en[text.key]).not.toMatch(/wallet reported/);
    expect(chs[text.key]).toBeTruthy();
  });
});

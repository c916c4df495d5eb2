// Issue 30, the words around an EIP-5792 bundle: before the first confirmation how many there will be (one for the
// approval and the chunks in a bundle, else one per transaction), and while the bundle is in flight that the member
// confirms once, then that it is followed — in en and chs.
import type { BulkSendRun, RunQuote } from '@fanout/wallet-core/bulk-send';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { spaced } from '../../../testing/spaced.js';
import { BundleNote } from './BundleNote.js';
import { ConfirmationCount } from './ConfirmationCount.js';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as `0x${string}`;
const BUNDLE = hash(0xb0);

/** A run of 3 chunks: chunk 1 paid by itself, chunks 2 and 3 in one bundle in `status`. */
function runWith(status: 'signing' | 'submitted'): { run: BulkSendRun; paid: ReadonlySet<number> } {
  const chunk = (index: number) => ({
    index,
    start: index,
    count: 1,
    total: 1n,
    batchId: hash(100 + index),
    status: index === 0 ? ('confirmed' as const) : status,
    attempts: [{ requestedAt: 0, nonce: 4, ...(index === 0 ? {} : { calls: { id: BUNDLE, index, count: 3 } }) }],
  });
  return { run: { chunks: [0, 1, 2].map(chunk) } as unknown as BulkSendRun, paid: new Set([0]) };
}

const quote = (confirmations: number, atomicBatching: boolean, approval: boolean) =>
  ({
    confirmations,
    atomicBatching,
    chunks: [0, 1, 2].map((index) => ({ index })),
    approval: approval ? { required: true } : { required: false },
  }) as unknown as RunQuote;

// The Tool's Chinese ships apart from its chunk: fetched as a Chinese visit does, before switching to it.
beforeAll(() => loadMessages('chs'));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const text = (id: string) => spaced(screen.getByTestId(id).textContent ?? '');

describe('ConfirmationCount and BundleNote', () => {
  for (const [language, words] of [
    [
      'en',
      {
        bundled: '1 confirmation in your wallet',
        note: 'Your wallet takes the transactions as one bundle: all of them go through, or none of them.',
        approval: '4 confirmations: 1 approval and 3 transactions',
        each: '3 confirmations in your wallet, one per transaction',
        signing: 'Confirm transactions 2, 3 in your wallet: one confirmation for all of them.',
        waiting:
          'Your wallet took transactions 2, 3 as one bundle; it is followed until the chain has it. Nothing is asked again.',
      },
    ],
    [
      'chs',
      {
        bundled: '钱包中确认 1 次',
        note: '您的钱包将这些交易作为一个批次提交：要么全部执行，要么全部不执行。',
        approval: '确认 4 次：1 次授权和 3 笔交易',
        each: '钱包中确认 3 次，每笔交易一次',
        signing: '请在钱包中确认第 2、3 笔交易：全部只需确认一次。',
        waiting: '您的钱包已将第 2、3 笔交易作为一个批次接收，正在跟踪直至上链。不会再次请求确认。',
      },
    ],
  ] as const) {
    it(`say how many confirmations, then follow the bundle (${language})`, async () => {
      await act(() => i18n.changeLanguage(language));
      const { unmount } = render(<ConfirmationCount quote={quote(1, true, false)} />);
      expect([text('confirmations'), text('bundle-note')]).toEqual([words.bundled, words.note]);
      unmount();
      const withApproval = render(<ConfirmationCount quote={quote(4, false, true)} />);
      expect(text('confirmations')).toBe(words.approval);
      expect(screen.queryByTestId('bundle-note')).toBeNull();
      withApproval.unmount();
      const each = render(<ConfirmationCount quote={quote(3, false, false)} />);
      expect(text('confirmations')).toBe(words.each);
      each.unmount();

      const signing = render(<BundleNote {...runWith('signing')} />);
      expect(text('bundle-status')).toBe(words.signing);
      signing.unmount();
      render(<BundleNote {...runWith('submitted')} />);
      expect(text('bundle-status')).toBe(words.waiting);
    });
  }

  it('says nothing for chunks sent one at a time', () => {
    const { run, paid } = runWith('submitted');
    for (const part of run.chunks) delete part.attempts[0]?.calls;
    render(<BundleNote run={run} paid={paid} />);
    expect(screen.queryByTestId('bundle-status')).toBeNull();
  });
});

// A wallet's refusal of an EIP-5792 bundle (5750, 5700, 5740 at one chunk…) in wallet-core's words with the wallet's
// own reason, never read as a chunk "cancelled or replaced" (issue 36).
import { BulkSendError, type BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { describeRunError } from './describeRunError.js';
import { TransferErrorNotice } from './TransferErrorNotice.js';

afterEach(async () => {
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('a refused bundle', () => {
  for (const [language, words] of [
    ['en', 'Your wallet will not send these transactions as one bundle (“The user rejected the account upgrade”).'],
    ['chs', '您的钱包不接受将这些交易作为一个批次发送（“The user rejected the account upgrade”）。'],
  ] as const) {
    it(`says a wallet's refusal of the bundle in its words, never "cancelled or replaced" (issue 36) (${language})`, async () => {
      await act(() => useLanguageStore.getState().setLanguage(language));
      const refused = new BulkSendError('The wallet refused the bundle (5750)', {
        errorName: 'CallsRefused',
        messageKey: 'bulkSendBundlesRefused',
        messageParams: { reason: 'The user rejected the account upgrade', code: '5750' },
      });
      // Even with a chunk whose last attempt reads like a cancelled one.
      const run = {
        chunks: [
          {
            index: 0,
            status: 'pending',
            lastError: { name: 'BulkSendError', message: 'x' },
            attempts: [{ outcome: 'dropped' }],
          },
        ],
      } as unknown as BulkSendRun;
      expect(describeRunError(refused, 'send', run)).toMatchObject({
        key: 'errEngine',
        reason: { key: 'bulkSendBundlesRefused' },
      });
      render(<TransferErrorNotice error={refused} stage="send" paidBefore={false} run={run} />);
      const shown = spaced(screen.getByTestId('send-error').textContent);
      expect(shown).toContain(words);
      expect(shown).not.toMatch(/cancel|replaced|取消|替换/);
    });
  }
});

// A failed deploy's reason in the page's language: a reverted deploy transaction from wallet-core's key and values,
// a deploy that left no code from the Tool's key, never the English message text (issue 28).
import { TransactionRevertedError } from '@fanout/wallet-core/transactions';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { DeployError } from '../chains/DeployError.js';
import { messageOf } from './deploySteps.js';
import { useTransferText } from './transferText.js';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x00000000000000000000000000000000000000a1';

function Failed({ error }: { error: unknown }) {
  const t = useTransferText();
  return <p data-testid="failed">{t('deployFailed', { reason: messageOf(error, t) })}</p>;
}

afterEach(async () => {
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('messageOf (the deploy view)', () => {
  for (const [language, reverted, noCode] of [
    [
      'en',
      `The deploy did not go through: Transaction ${HASH} failed on chain`,
      `The deploy did not go through: BulkSend has no code at ${ADDRESS} after the deploy transaction ${HASH}`,
    ],
    [
      'chs',
      `部署未成功：交易 ${HASH} 在链上执行失败`,
      `部署未成功：部署交易 ${HASH} 之后，${ADDRESS} 上仍没有 BulkSend 的代码`,
    ],
  ] as const) {
    it(`shows a reverted deploy and a deploy without code from their keys (${language})`, async () => {
      await act(() => useLanguageStore.getState().setLanguage(language));
      const { unmount } = render(<Failed error={new TransactionRevertedError(HASH)} />);
      expect(spaced(screen.getByTestId('failed').textContent)).toBe(reverted);
      unmount();
      render(<Failed error={new DeployError('deployNoCode', { address: ADDRESS, hash: HASH }, 'no code')} />);
      expect(spaced(screen.getByTestId('failed').textContent)).toBe(noCode);
    });
  }

  it("passes the wallet's own words through and names a refusal", () => {
    render(<Failed error={{ code: 4001, message: 'User denied' }} />);
    expect(screen.getByTestId('failed').textContent).toBe(
      'The deploy did not go through: the deploy was rejected in the wallet',
    );
  });
});

// Issue 23, wording: the Tool's counted texts read right for one and for many (English singular and plural, Chinese
// one form), and the list's hint is two sentences, not "…is skipped. or drop a CSV file".
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { RecipientInput } from '../transfer/RecipientInput.js';
import { useTransferText } from '../transfer/transferText.js';
import { useToolText } from '../useToolText.js';

/** Counted texts of both namespaces: the generator's (`tool`) and the transfer's. */
function Counted({ count }: { count: number }) {
  const tool = useToolText();
  const t = useTransferText();
  const recipients = t('recipientsCounted', { count, shown: count.toLocaleString('en') });
  return (
    <ul>
      <li>{t('transactionCount', { count })}</li>
      <li>{t('checking', { count })}</li>
      <li>{t('errorsTitle', { count })}</li>
      <li>{tool('generated', { count, type: 'EVM' })}</li>
      <li>{t('resume', { count })}</li>
      <li>{t('progressLabel', { paid: 0, count })}</li>
      <li>{t('summaryText', { recipients, total: '5', symbol: 'POL', count })}</li>
      <li>{t('alreadyPaidSome', { chunks: count === 1 ? '1' : '1, 2', count })}</li>
    </ul>
  );
}

/** The texts as read (figures keep their unit with a no-break space: toolTypography.test.ts checks it is there). */
const texts = () => screen.getAllByRole('listitem').map((item) => spaced(item.textContent));

describe('the Tool counts in words', () => {
  it('says "1 transaction", "1 line", "1 recipient" in English for one', () => {
    render(<Counted count={1} />);
    expect(texts()).toEqual([
      '1 transaction',
      'Checking 1 line…',
      '1 line needs fixing before sending',
      '1 EVM wallet created',
      'Resume: send the remaining transaction',
      '0 of 1 transaction paid',
      'Paid 5 POL to 1 recipient in 1 transaction.',
      'Part of this list was already paid from this account: transaction 1. Only the rest is sent.',
    ]);
  });

  it('uses the plural in English for many', () => {
    render(<Counted count={3} />);
    expect(texts()).toEqual([
      '3 transactions',
      'Checking 3 lines…',
      '3 lines need fixing before sending',
      '3 EVM wallets created',
      'Resume: send the remaining 3 transactions',
      '0 of 3 transactions paid',
      'Paid 5 POL to 3 recipients in 3 transactions.',
      'Part of this list was already paid from this account: transactions 1, 2. Only the rest is sent.',
    ]);
  });

  it('has one form in Chinese, for one and for many', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    const { unmount } = render(<Counted count={1} />);
    expect(texts()).toEqual([
      '1 笔交易',
      '正在检查 1 行…',
      '有 1 行需要修改后才能发送',
      '已创建 1 个 EVM 钱包',
      '继续：发送剩余的一笔交易',
      '已支付 0 笔，共 1 笔交易',
      '已向 1 个收款人支付 5 POL，共 1 笔交易。',
      '此列表的一部分已由此账户支付：第 1 笔交易。只会发送其余部分。',
    ]);
    unmount();
    render(<Counted count={3} />);
    expect(texts().slice(0, 3)).toEqual(['3 笔交易', '正在检查 3 行…', '有 3 行需要修改后才能发送']);
    expect(texts()[6]).toBe('已向 3 个收款人支付 5 POL，共 3 笔交易。');
  });
});

describe('the recipient list hint', () => {
  const renderInput = () => render(<RecipientInput id="t" textareaRef={createRef()} />);

  it('reads as two sentences in English', () => {
    renderInput();
    expect(screen.getByText(/header line/).textContent).toBe(
      'One per line: address,amount (comma, semicolon, tab or space). A header line is skipped. You can also drop a CSV file on the list.',
    );
  });

  it('reads as two sentences in Chinese', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    renderInput();
    expect(screen.getByText(/表头行/).textContent).toBe(
      '每行一个：地址,金额（逗号、分号、制表符或空格分隔）。表头行会被跳过。也可以将 CSV 文件拖到列表上。',
    );
  });
});

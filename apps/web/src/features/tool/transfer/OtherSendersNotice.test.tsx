// Issue 37, the recipients' side of the ledger: lines another sender already paid (read from the chain, whatever this
// browser stored) are named with that sender before signing, in both languages; Send waits for the member's yes
// while it is read and after it names them; coin payments through another contract are said unread.

import type { RecipientPayment } from '@fanout/wallet-core/bulk-send/recipients';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { readsAs, spaced } from '../../../testing/spaced.js';
import { testAddress, testRun } from '../../../testing/testRun.js';
import { OtherSendersNotice } from './OtherSendersNotice.js';
import type { RecipientHistory } from './RecipientHistory.js';
import { derive } from './sendGates.js';
import { testChainHistory } from './testChainHistory.js';
import { readyToSend } from './testReadyStore.js';
import { type TransferInputs, useTransferStore } from './transferStore.js';

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const initial = useTransferStore.getState();
afterEach(async () => {
  useTransferStore.setState(initial, true);
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

const paid = (recipient: number): RecipientPayment => ({
  recipient: testAddress(recipient),
  sender: OTHER,
  amount: 10n,
  hash: `0x${'ab'.repeat(32)}`,
  blockNumber: 5n,
  timestamp: Date.UTC(2026, 10, 20, 9, 30),
});

/** A 6-line run (recipients 100…105) ready to send, and what its recipients received as `read` says. */
function ready(read: Partial<RecipientHistory>): void {
  readyToSend(testRun(6), {
    chainHistory: testChainHistory({ since: Date.UTC(2026, 10, 19) }),
    recipientHistory: { status: 'done', payments: [], unread: [], complete: true, recheck: async () => null, ...read },
  });
}

describe('OtherSendersNotice', () => {
  it('names the other sender and its lines; Send waits for the yes (and while the read runs)', () => {
    ready({ status: 'reading' });
    expect(derive(useTransferStore.getState()).gates.canSend).toBe(false);
    ready({ payments: [paid(100), paid(101), paid(104)] });
    const gates = () => derive(useTransferStore.getState()).gates;
    expect(gates().canSend).toBe(false);
    render(<OtherSendersNotice />);
    expect(spaced(screen.getByTestId('other-senders-text').textContent)).toMatch(
      /^Careful: the chain shows 3 recipients of this list already received POL through BulkSend since .+ from another sender\. Sending pays them a second time\.$/,
    );
    expect(screen.getByTestId('other-sender-address').textContent).toBe(OTHER);
    expect(spaced(screen.getByTestId('other-sender-lines').textContent)).toBe('Lines 1–2, 5');
    fireEvent.click(screen.getByRole('checkbox', { name: readsAs('Yes, pay these 3 recipients a second time') }));
    expect(gates().canSend).toBe(true);
  });

  it('chs: 注意，付款方 and the unread payments through another contract', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    ready({
      payments: [paid(102)],
      unread: [{ sender: OTHER, hash: `0x${'cd'.repeat(32)}`, blockNumber: 6n, timestamp: 0 }],
    });
    render(<OtherSendersNotice />);
    expect(spaced(screen.getByTestId('other-senders-text').textContent)).toMatch(
      /^注意：链上显示此列表中的 1 个收款人自 .+ 以来已通过 BulkSend 从另一个付款方收到 POL。发送将第二次向其付款。$/,
    );
    expect(spaced(screen.getByTestId('other-sender').textContent)).toMatch(
      /^此列表中的 1 行，最近一次在 .+，付款方： 0x/,
    );
    expect(spaced(screen.getByTestId('other-senders-check').textContent)).toBe(
      '其他付款方有 1 笔 BulkSend 付款经由其他合约（Safe、multicall）发出，无法读取其收款人。',
    );
  });
});

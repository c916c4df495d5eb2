// The BulkSend deploy offer's failure reason is a sentence in the page's language: a deploy refused in the wallet
// reads the same way in English and in Chinese, never as a hard-coded English text.
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { BulkSendStatus } from './BulkSendStatus.js';
import { useTransferStore } from './transferStore.js';

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const chain: ChainSetting = {
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: ['http://localhost:8545'],
  explorerUrl: 'https://polygonscan.com',
  testnet: false,
  bulkSend: { address: null, source: 'predicted', reason: null, version: 'v2', older: [] },
  deploy: { offered: true, owner: OWNER, salt: null, reason: null },
  payTokens: [],
  safeTransactionService: null,
};

/** A wallet that estimates the deploy and then has the member refuse it (EIP-1193 4001). */
const refusingWallet = {
  async request({ method }: { method: string }) {
    if (method === 'eth_getCode') return '0x6001';
    if (method === 'eth_estimateGas') return '0x5208';
    if (method === 'eth_gasPrice') return '0x3b9aca00';
    if (method === 'eth_sendTransaction') throw Object.assign(new Error('User denied transaction.'), { code: 4001 });
    throw new Error(`unexpected ${method}`);
  },
};

/** The store as the Tool has it: connected, BulkSend's predicted address without code, a deploy offered. */
function show(): void {
  useTransferStore.setState({
    inputs: {
      ...useTransferStore.getState().inputs,
      chain,
      bulkSendAddress: '0x0000000000000000000000000000000000000b51',
      bulkSendCode: 'missing',
      connected: true,
      account: OWNER,
      instance: refusingWallet,
    },
  });
}

// The Tool's Chinese ships apart from its chunk: fetched as a Chinese visit does, before switching to it.
beforeAll(() => loadMessages('chs'));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a refused BulkSend deploy', () => {
  for (const [language, text] of [
    ['en', 'The deploy did not go through: the deploy was rejected in the wallet'],
    ['chs', '部署未成功：已在钱包中拒绝部署'],
  ] as const) {
    it(`says so in the page's language (${language})`, async () => {
      await act(() => i18n.changeLanguage(language));
      show();
      render(<BulkSendStatus />);
      await userEvent.click(await screen.findByTestId('deploy-bulksend'));
      const alert = await screen.findByText(text);
      expect(alert.textContent).toBe(text);
      // No English left in the Chinese page.
      if (language === 'chs') expect(document.body.textContent).not.toContain('rejected');
    });
  }
});

// Issue 37 (finding 6), the wallet on another network than the Tool's: "Resume" says why it waits instead of doing
// nothing (and pressing around it keeps the "moved to …" sentence), "Your balance" never shows the other chain's coin
// under the run's token, and a refusal because the wallet moved goes once the wallet is back.
import { WalletMismatchError } from '@fanout/wallet-core/bulk-send';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { testAddress, testRun } from '../../../testing/testRun.js';
import { walletConfig } from '../../wallet/index.js';
import { useTransferDraft } from '../transferDraft.js';
import { ListPreview } from './ListPreview.js';
import { RunOffers } from './RunOffers.js';
import { SendProgress } from './SendProgress.js';
import { resumeStored } from './transferActions.js';
import { type TransferState, useTransferStore } from './transferStore.js';
import { useTransferInputs } from './useTransferInputs.js';

const initial = useTransferStore.getState();
const wallet = walletConfig.store.getState();
const ACCOUNT = testAddress(1);
const OTHER_ACCOUNT = testAddress(2);

/** The store with the wallet connected as `ACCOUNT`, on the Tool's chain or not. */
function show(onChain: boolean, patch: Partial<TransferState> = {}) {
  useTransferStore.setState({
    ...initial,
    inputs: {
      ...initial.inputs,
      connected: true,
      onChain,
      account: ACCOUNT,
      config: { sender: { kind: 'wallet' } } as unknown as TransferState['inputs']['config'],
      instance: {} as TransferState['inputs']['instance'],
    },
    ...patch,
  });
}

beforeAll(() => loadMessages('chs'));
afterEach(async () => {
  useTransferStore.setState(initial, true);
  act(() => walletConfig.store.setState(wallet, true));
  useTransferDraft.getState().setText('');
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('an unfinished run to resume, the wallet on another network', () => {
  const unfinished = testRun(6, [0], { id: `0x${'4'.repeat(64)}` });

  it('disables Resume with the reason, in en and chs, and pressing around it keeps the failure on screen', async () => {
    const moved = { error: new WalletMismatchError('chain', '137', '1'), stage: 'send' as const };
    show(false, { unfinished: [unfinished], failure: moved });
    const chain = initial.inputs.chain.name;
    const { unmount } = render(<RunOffers id="t" />);
    const resume = screen.getByRole('button', { name: 'Resume' }) as HTMLButtonElement;
    expect(resume.disabled).toBe(true);
    expect(spaced(screen.getByTestId('resume-other-chain').textContent)).toBe(
      `Your wallet is on another network: switch it to ${chain} to resume.`,
    );
    // Even when asked (a stale click), nothing starts and the "moved to …" failure stays.
    await resumeStored(unfinished.id);
    expect(useTransferStore.getState().failure).toBe(moved);
    expect(useTransferStore.getState().busy).toBeNull();
    unmount();
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    render(<RunOffers id="t" />);
    expect(spaced(screen.getByTestId('resume-other-chain').textContent)).toBe(
      `您的钱包当前在其他网络上：请切换到 ${chain} 后再继续。`,
    );
  });

  it("keeps Resume enabled on the Tool's network, with no such note", () => {
    show(true, { unfinished: [unfinished] });
    render(<RunOffers id="t" />);
    expect((screen.getByRole('button', { name: 'Resume' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('resume-other-chain')).toBeNull();
  });
});

describe('a refusal because the wallet moved', () => {
  it("goes once the wallet is back on the run's account", () => {
    const failure = { error: new WalletMismatchError('account', ACCOUNT, OTHER_ACCOUNT), stage: 'send' as const };
    show(true, { failure, inputs: { ...initial.inputs, connected: true, onChain: true, account: OTHER_ACCOUNT } });
    render(<SendProgress />);
    expect(spaced(screen.getByTestId('send-error').textContent)).toMatch(/^Your wallet now uses account 0x0000…0002/);
    act(() =>
      useTransferStore.getState().update({ inputs: { ...useTransferStore.getState().inputs, account: ACCOUNT } }),
    );
    expect(screen.queryByTestId('send-error')).toBeNull();
  });

  it("goes once the wallet is back on the run's network, and stays while it is not", () => {
    const chainId = String(initial.inputs.chain.id);
    const failure = { error: new WalletMismatchError('chain', chainId, '1'), stage: 'send' as const };
    show(false, { failure });
    render(<SendProgress />);
    expect(spaced(screen.getByTestId('send-error').textContent)).toMatch(/^Your wallet moved to /);
    act(() => useTransferStore.getState().update({ inputs: { ...useTransferStore.getState().inputs, onChain: true } }));
    expect(screen.queryByTestId('send-error')).toBeNull();
  });
});

describe('"Your balance" with the wallet on another network', () => {
  it("shows no balance rather than the other chain's coin under the token's name", async () => {
    const toolChain = initial.inputs.chain.id;
    const coin = initial.inputs.chain.nativeCurrency.symbol;
    act(() =>
      walletConfig.store.setState({
        connected: true,
        ethBalance: 5n * 10n ** 18n,
        web3: { ...wallet.web3, address: ACCOUNT, networkId: toolChain + 1 },
      }),
    );
    useTransferDraft.getState().setText(`${testAddress(100)},1\n${testAddress(101)},2`);
    const { rerender } = renderHook(() => useTransferInputs());
    render(<ListPreview textareaRef={{ current: null }} />);
    expect(await screen.findByTestId('preview-total')).toBeTruthy();
    expect(screen.queryByText('Your balance')).toBeNull();
    // Back on the Tool's chain: its coin's balance, under its name.
    act(() => walletConfig.store.setState({ web3: { ...walletConfig.store.getState().web3, networkId: toolChain } }));
    rerender();
    const balance = await screen.findByText('Your balance');
    expect(spaced(balance.nextElementSibling?.textContent)).toBe(`5 ${coin}`);
  });
});

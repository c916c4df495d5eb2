// The preview's ENS panel (issue 38): the progress while a long list's names are read, each name beside its address
// with the reverse check or why it cannot be paid, and the words when the site has no ENS; in en and chs.
import { parseRecipients } from '@fanout/batch-core';
import type { EnsResolution } from '@fanout/wallet-core/ens';
import { EnsNoChainAddressError } from '@fanout/wallet-core/ens';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { spaced } from '../../../testing/spaced.js';
import { useToolChains } from '../chains/toolChains.js';
import { useTransferStore } from '../transfer/transferStore.js';
import { EnsNamesPreview } from './EnsNamesPreview.js';
import { useEnsStore } from './ensStore.js';
import { ensKeyOf } from './useEnsNames.js';

const ENS = {
  chainId: 1,
  rpcUrl: 'https://eth.example',
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
} as const;
const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const initial = { tool: useToolChains.getState(), transfer: useTransferStore.getState(), ens: useEnsStore.getState() };
afterEach(async () => {
  useToolChains.setState(initial.tool, true);
  useTransferStore.setState(initial.transfer, true);
  useEnsStore.setState(initial.ens, true);
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

/** The transfer panel's state with `text` parsed, on the Tool's chain, with ENS set as `ens`. */
function show(text: string, ens: typeof ENS | null) {
  useToolChains.setState({ settings: { ...initial.tool.settings, ens } });
  const plan = parseRecipients(text, { decimals: 18 });
  const { inputs } = initial.transfer;
  useTransferStore.setState({ inputs: { ...inputs, plan } });
  return ensKeyOf(inputs.chain.id, ens);
}

const lines = () => screen.getAllByTestId('ens-line').map((line) => spaced(line.textContent ?? ''));

describe('the ENS names of a list in the preview', () => {
  it('a progress while the names are read, then each name with its address and reverse check, or its refusal', async () => {
    const key = show(`alice.eth,1\nbob.eth,2\n${'carol.eth,3\n'.repeat(3)}`, ENS);
    useEnsStore.setState({ key, answers: new Map(), progress: { done: 1, total: 3 }, failure: null });
    render(<EnsNamesPreview />);
    expect(screen.getByTestId('ens-progress').textContent).toBe('Reading ENS names on Ethereum: 1 of 3… ');
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('1');
    expect(lines()[0]).toBe('Line 1: alice.eth: not read yet');

    const alice: EnsResolution = {
      ok: true,
      input: 'alice.eth',
      name: 'alice.eth',
      address: ALICE,
      coinType: 0x80000089,
      primaryName: 'mallory.eth',
      reverseMatches: false,
    };
    const error = new EnsNoChainAddressError('bob.eth', 137, 0x80000089, 'no record of this coin type');
    const bob: EnsResolution = { ok: false, input: 'bob.eth', name: 'bob.eth', error };
    const answers = new Map<string, EnsResolution>([
      ['alice.eth', alice],
      ['bob.eth', bob],
    ]);
    await act(() => useEnsStore.setState({ answers, progress: null }));
    expect(screen.queryByTestId('ens-progress')).toBeNull();
    const chain = initial.transfer.inputs.chain.name;
    expect(lines().slice(0, 2)).toEqual([
      `Line 1: alice.eth → ${ALICE} (careful: this address calls itself mallory.eth, not alice.eth)`,
      `Line 2: bob.eth: no address for ${chain}; its Ethereum address is not used on other chains`,
    ]);

    await loadMessages('chs');
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    expect(lines().slice(0, 2)).toEqual([
      `第 1 行：alice.eth → ${ALICE}（注意：该地址的主名称是 mallory.eth，而不是 alice.eth）`,
      `第 2 行：bob.eth：没有 ${chain} 的地址；其以太坊地址不会用于其他链`,
    ]);
    await act(() => useEnsStore.setState({ progress: { done: 2, total: 12 } }));
    expect(screen.getByTestId('ens-progress').textContent).toBe('正在以太坊上读取 ENS 名称：2 / 12…… ');
  });

  it('says ENS is not configured on this site, in en and chs; a list without names shows nothing', async () => {
    show('alice.eth,1', null);
    const { rerender } = render(<EnsNamesPreview />);
    expect(screen.getByTestId('ens-not-configured').textContent).toBe(
      'ENS is not configured on this site (no Ethereum RPC for ENS in its chain settings): names cannot be paid. Write the addresses instead.',
    );
    await loadMessages('chs');
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    expect(screen.getByTestId('ens-not-configured').textContent).toBe(
      '本站未配置 ENS（链设置中没有用于 ENS 的以太坊 RPC）：无法向名称付款。请改填地址。',
    );
    show(`${ALICE},1`, ENS);
    rerender(<EnsNamesPreview />);
    expect(screen.queryByTestId('ens-names')).toBeNull();
  });
});

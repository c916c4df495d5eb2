// The one place that reads what the transfer depends on (the chain's settings, the wallet, the draft list and token,
// the token lookup, the parsed list, BulkSend's code) and writes it into the store's `inputs` slice, which the views and
// the actions read. Mounted once, by the panel.
import { isAddress, type UnspendableOptions } from '@fanout/batch-core';
import { NULL_ADDRESS, refreshBalances } from '@fanout/wallet-core';
import type { Eip1193Provider } from 'ethers';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useWallet, walletConfig } from '../../wallet/index.js';
import { type BulkSendCode, hasCode } from '../chains/bulkSendDeploy.js';
import { defaultTokenOf, tokensOf, useToolChain } from '../chains/toolChains.js';
import { useEnsNames, useEnsRequest } from '../ens/useEnsNames.js';
import { useTransferDraft } from '../transferDraft.js';
import { useBatchingSender } from './batchingSender.js';
import { bulkSendOf } from './bulkSendOf.js';
import { useNftModule } from './nftModule.js';
import { runEngine, senderFor } from './runEngine.js';
import type { SelectedToken } from './SelectedToken.js';
import { CUSTOM_TOKEN } from './transferActions.js';
import { senderOf, type TransferInputs, useTransferStore } from './transferStore.js';
import { usePreview } from './usePreview.js';
import { useSafeAirdropChoice } from './useSafeAirdropChoice.js';
import { useTokenLookup } from './useTokenLookup.js';

export function useTransferInputs(): void {
  const { text, customEntry, merge, tokenChoice } = useTransferDraft();
  const refresh = useTransferStore((state) => state.refresh);
  const codeCheck = useTransferStore((state) => state.codeCheck);
  const chain = useToolChain();
  const tokens = useMemo(() => tokensOf(chain), [chain]);
  // A choice this chain does not list (made on another chain) falls back to the chain's default token.
  const choice =
    tokenChoice === CUSTOM_TOKEN || tokens.some((entry) => entry.address.toLowerCase() === tokenChoice?.toLowerCase())
      ? (tokenChoice as string)
      : defaultTokenOf(chain);

  const connected = useWallet((s) => s.connected);
  const account = useWallet((s) => (s.connected ? s.web3.address : null));
  const instance = useWallet((s) => s.web3.instance) as Eip1193Provider | null;
  const networkId = useWallet((s) => s.web3.networkId);
  const ethBalance = useWallet((s) => s.ethBalance);
  const erc20Balance = useWallet((s) => s.erc20Balance);
  const unfinishedNft = useTransferStore((state) => state.unfinished.some((run) => run.standard !== undefined));
  const reader = instance ? runEngine(chain) : null;
  const lookup = useTokenLookup(choice === CUSTOM_TOKEN ? customEntry : '', account, refresh, reader);
  // The NFT assets join the engine once a collection is picked or an NFT run waits to be resumed.
  const nftModule = useNftModule(lookup.state === 'nft' || unfinishedNft);

  const token: SelectedToken | null = useMemo(() => {
    if (choice !== CUSTOM_TOKEN) {
      const listed = tokens.find((entry) => entry.address.toLowerCase() === choice.toLowerCase());
      return listed ? { ...listed, erc20: listed.address !== NULL_ADDRESS } : null;
    }
    if (!isAddress(customEntry.trim())) return null;
    if (lookup.state === 'nft') {
      return {
        address: customEntry.trim(),
        symbol: lookup.symbol,
        decimals: 0,
        erc20: true,
        standard: lookup.standard,
      };
    }
    if (lookup.state !== 'found') return null;
    return { address: customEntry.trim(), symbol: lookup.info.symbol, decimals: lookup.info.decimals, erc20: true };
  }, [choice, customEntry, lookup, tokens]);

  const bulkSendAddress = bulkSendOf(chain);
  // The run's own addresses no line may pay: the token's contract (not the native coin's zero address), BulkSend and,
  // for an NFT list, the sender (the Safe when a Safe pays).
  const sender = useTransferStore(senderOf);
  const guard: UnspendableOptions = useMemo(
    () => ({
      token: token?.erc20 ? token.address : undefined,
      bulkSend: bulkSendAddress ?? undefined,
      sender: token?.standard ? (sender ?? undefined) : undefined,
    }),
    [token, bulkSendAddress, sender],
  );
  // ENS names: parsed with what was read so far; the names not read yet are read for this chain (issue 38).
  const names = useEnsRequest(chain.id);
  const preview = usePreview(
    text,
    token?.decimals ?? 18,
    merge,
    token?.standard ?? null,
    token?.address ?? null,
    guard,
    names,
  );
  const { columns, pending } = preview;
  const { plan, nft } = useEnsNames(preview.plan, preview.nft, chain);
  useSafeAirdropChoice(preview.safe, tokens);
  // Paying from a Safe: the Safe's balance of the token (read by the safe module), not the wallet's.
  const safeBalance = useTransferStore((state) =>
    state.payFrom === 'safe' ? (state.safe?.balance ?? null) : undefined,
  );
  const onChain = networkId === chain.id;
  // The wallet's balances are read on the wallet's chain: on another one they are another coin (ETH, not POL), so
  // none is shown rather than one under the run's token's name.
  const balance =
    safeBalance !== undefined
      ? safeBalance
      : !connected || !onChain
        ? null
        : !token || token.standard
          ? null
          : !token.erc20
            ? ethBalance
            : choice === CUSTOM_TOKEN && lookup.state === 'found'
              ? lookup.info.balance
              : (erc20Balance[token.address.toLowerCase()] ?? null);
  // EIP-5792: the wallet's bundles where it batches atomically on this chain (asked once connected on it).
  const batching = useBatchingSender(instance, account, chain.id, onChain);
  const config = instance ? runEngine(chain, nftModule, senderFor(instance, batching)) : null;
  // A quote made before the wallet's answer counted one confirmation per transaction: asked again with the bundles.
  useEffect(() => {
    const store = useTransferStore.getState();
    if (batching && store.busy === null) store.update({ quote: null, quoteKey: null, quoteTried: null });
  }, [batching]);
  const bulkSendCode = useBulkSendCode(instance, bulkSendAddress, onChain, codeCheck);
  const bulkSend = bulkSendCode === 'present' ? bulkSendAddress : null;

  // Another account selected in the wallet (or a reconnect): its balances, not the previous account's zeroes.
  useEffect(() => {
    if (account) void refreshBalances(walletConfig).catch(() => undefined);
  }, [account]);

  const inputs: TransferInputs = useMemo(
    () => ({
      chain,
      tokens,
      choice,
      lookup,
      token,
      connected,
      account,
      instance,
      config,
      onChain,
      bulkSendAddress,
      bulkSendCode,
      bulkSend,
      plan,
      nft,
      columns,
      pending,
      balance,
    }),
    [
      chain,
      tokens,
      choice,
      lookup,
      token,
      connected,
      account,
      instance,
      config,
      onChain,
      bulkSendAddress,
      bulkSendCode,
      bulkSend,
      plan,
      nft,
      columns,
      pending,
      balance,
    ],
  );
  // Written before the browser paints: views never show the previous inputs (e.g. a Connect prompt once connected).
  useLayoutEffect(() => useTransferStore.getState().update({ inputs }), [inputs]);
}

/** Whether the chain holds BulkSend's code at `address` (null: not known, e.g. no wallet or another chain). */
function useBulkSendCode(
  provider: Eip1193Provider | null,
  address: string | null,
  onChain: boolean,
  check: number,
): BulkSendCode | null {
  const [state, setState] = useState<{ key: string; code: BulkSendCode } | null>(null);
  const key = `${address}:${check}`;
  useEffect(() => {
    if (!provider || !address || !onChain) return;
    let live = true;
    setState({ key, code: 'checking' });
    void hasCode(provider, address)
      .then((present) => {
        if (live) setState({ key, code: present ? 'present' : 'missing' });
      })
      .catch(() => {
        if (live) setState(null);
      });
    return () => {
      live = false;
    };
  }, [provider, address, onChain, key]);
  if (!provider || !address || !onChain) return null;
  return state?.key === key ? state.code : 'checking';
}

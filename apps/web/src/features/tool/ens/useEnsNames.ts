// The preview's ENS names: what was read so far as the parse's `ens` option (useEnsRequest), and the hook that reads
// the names of the parsed list not read yet (useEnsNames), on the L1 of the chain settings, for the chain paid
// (wallet-core resolveEnsNames: ENSIP-11 coin type, no ETH record on an L2, the reverse check). Read in the page (the
// reads wait on the network, not the processor); wallet-core's ENS entry and its normaliser load with the first name.
import type { EnsNameLine, NftPlan, RecipientPlan } from '@fanout/batch-core';
import type { ChainSetting, EnsSetting } from '@fanout/wallet-core/chain-settings';
import type { EnsResolution } from '@fanout/wallet-core/ens';
import { useEffect, useMemo } from 'react';
import { useToolChains } from '../chains/toolChains.js';
import type { EnsRequest } from './EnsRequest.js';
import { ensSettingOf } from './ensSettingOf.js';
import { useEnsStore } from './ensStore.js';
import { refineEnsIssues } from './refineEnsIssues.js';

/** The key of answers read for `chainId` on `setting`'s L1. */
export function ensKeyOf(chainId: number, setting: EnsSetting | null): string {
  return setting ? `${chainId}|${setting.rpcUrl}|${setting.registry.toLowerCase()}` : '';
}

/** The ENS setting of the Tool's chains (null: not configured). */
export function useEnsSetting(): EnsSetting | null {
  return useToolChains((state) => ensSettingOf(state.settings));
}

/** The names read so far for `chainId`, as the parse's `ens` option; null when ENS is not configured. */
export function useEnsRequest(chainId: number): EnsRequest | null {
  const setting = useEnsSetting();
  const key = ensKeyOf(chainId, setting);
  const answers = useEnsStore((state) => (state.key === key ? state.answers : null));
  return useMemo(() => {
    if (!setting) return null;
    const normalised = new Map<string, string | { invalid: string }>();
    const resolved = new Map<string, string | null>();
    for (const [written, answer] of answers ?? []) {
      if (answer.name === null) {
        normalised.set(written, { invalid: answer.ok ? '' : answer.error.message });
        continue;
      }
      normalised.set(written, answer.name);
      if (answer.ok) resolved.set(answer.name, answer.address);
      else if (answer.error.name !== 'EnsReadError') resolved.set(answer.name, null);
    }
    return { normalised, resolved };
  }, [setting, answers]);
}

/** Reads the names wallet-core resolves (`resolveEnsNames`), with `onProgress`. */
export async function readEnsNames(
  setting: EnsSetting,
  chainId: number,
  names: readonly string[],
  onProgress?: (done: number, total: number) => void,
): Promise<EnsResolution[]> {
  const { resolveEnsNames } = await import('@fanout/wallet-core/ens');
  return resolveEnsNames(
    {
      l1: setting.rpcUrl,
      chainId,
      registry: setting.registry,
      // The settings name the L1's chain: mainnet in production, a test chain standing in for it in the browser tests.
      allowL1ChainId: setting.chainId,
      ...(onProgress ? { onProgress } : {}),
    },
    names,
  );
}

/** Names of a parse that have no answer yet (a read that failed for a name is read again only on request). */
function unread(names: readonly EnsNameLine[], answers: ReadonlyMap<string, EnsResolution>): string[] {
  return [...new Set(names.map((entry) => entry.written))].filter((written) => !answers.has(written));
}

/**
 * Reads the parsed list's names not read yet for the chain paid, and returns the plans with their name lines' issues in
 * the Tool's words (ENS not configured, no such name, no address for this chain, not read).
 */
export function useEnsNames(
  plan: RecipientPlan | null,
  nft: NftPlan | null,
  chain: ChainSetting,
): { plan: RecipientPlan | null; nft: NftPlan | null } {
  const setting = useEnsSetting();
  const key = ensKeyOf(chain.id, setting);
  const names = plan?.names ?? nft?.names ?? null;
  const state = useEnsStore();
  const answers = state.key === key ? state.answers : null;
  const missing = useMemo(
    () => (setting && names && names.length > 0 ? unread(names, answers ?? new Map()) : []),
    [setting, names, answers],
  );
  const missingKey = missing.join('\n');
  const reading = state.key === key && state.progress !== null;
  const failed = state.key === key && state.failure !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `missing` is read through its key (one read per set).
  useEffect(() => {
    if (!setting || missing.length === 0 || reading || failed) return;
    const store = useEnsStore.getState();
    if (store.key !== key) useEnsStore.setState({ key, answers: new Map(), failure: null, changes: null });
    useEnsStore.setState({ progress: { done: 0, total: missing.length }, failure: null });
    const onProgress = (done: number, total: number) => {
      if (useEnsStore.getState().key === key) useEnsStore.setState({ progress: { done, total } });
    };
    void readEnsNames(setting, chain.id, missing, onProgress).then(
      (read) => {
        if (useEnsStore.getState().key !== key) return;
        const answers = new Map(useEnsStore.getState().answers);
        for (const answer of read) answers.set(answer.input, answer);
        useEnsStore.setState({ answers, progress: null });
      },
      (error: unknown) => {
        if (useEnsStore.getState().key === key) useEnsStore.setState({ progress: null, failure: error });
      },
    );
  }, [setting, key, missingKey, reading, failed, chain.id]);

  return useMemo(() => {
    const context = {
      configured: setting !== null,
      answers: answers ?? new Map<string, EnsResolution>(),
      failed,
      chain: chain.name,
    };
    return {
      plan: plan ? refineEnsIssues(plan, context) : null,
      nft: nft ? refineEnsIssues(nft, context) : null,
    };
  }, [plan, nft, setting, answers, failed, chain.name]);
}

/** Reads again the names whose read failed (alone or with the whole read). */
export function readEnsAgain(): void {
  const { answers } = useEnsStore.getState();
  const kept = new Map([...answers].filter(([, answer]) => answer.ok || answer.error.name !== 'EnsReadError'));
  useEnsStore.setState({ answers: kept, failure: null });
}

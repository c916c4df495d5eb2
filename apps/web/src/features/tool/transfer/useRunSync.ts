// Keeps the store's run state in step with what the page knows: the account's unfinished and past runs (and every run
// this browser stored), read when it connects and after every send; the current list planned as a run, and what the
// chain (batchSent) and this browser know was paid of it; read again when the member comes back to the tab. Mounted
// once, by the panel.
import { findMatchingRun, findUnfinishedRuns, planRun } from '@fanout/wallet-core/bulk-send';
import { useEffect, useMemo } from 'react';
import { storedRuns } from './storedRuns.js';
import { senderOf, type TransferState, useTransferStore } from './transferStore.js';
import { useRereadOnReturn } from './useRereadOnReturn.js';

const update: TransferState['update'] = (patch) => useTransferStore.getState().update(patch);

export function useRunSync(): void {
  const config = useTransferStore((state) => state.inputs.config);
  const account = useTransferStore((state) => state.inputs.account);
  const chainId = useTransferStore((state) => state.inputs.chain.id);
  const refresh = useTransferStore((state) => state.refresh);
  // One read per account, chain and send.
  const reading = useMemo(
    () => (config && account ? { config, account, chainId, refresh } : null),
    [config, account, chainId, refresh],
  );
  useEffect(() => {
    if (!reading) return;
    const { config, account, chainId } = reading;
    let live = true;
    void Promise.all([
      findUnfinishedRuns(config, {
        sender: account,
        chainId,
        // As stored: the page's own watch reads the active run's unsettled chunks (useRunWatch); a reconcile here
        // raced the member's own actions on the run (a resent chunk shown unsent again).
        reconcile: false,
      }),
      config.storage.list(account),
    ])
      .then(([unfinished, history]) => {
        if (!live) return;
        update({
          // A run closed by a payment of its list under another label is never offered for resume.
          unfinished: unfinished.filter((run) => run.status !== 'closed'),
          history: [...history].sort((a, b) => b.createdAt - a.createdAt),
        });
      })
      .catch(() => undefined);
    // Every account's runs in this browser: another account's payment of this list is named before signing.
    void storedRuns(config.storage, account)
      .then((stored) => {
        if (live) update({ stored });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [reading]);

  usePlanning(reading);
  // Again when the member comes back to this tab: another tab may have paid or finished a run meanwhile.
  useRereadOnReturn();
}

/** Plans the current list as a run and asks the chain and this browser what was paid of it. */
function usePlanning(reading: { refresh: number } | null): void {
  const inputs = useTransferStore((state) => state.inputs);
  const label = useTransferStore((state) => state.label);
  // The run's sender: the wallet's account, or the Safe it is paid from (the wallet then only reads).
  const sender = useTransferStore(senderOf);
  const { config, bulkSend, onChain, plan, nft, token } = inputs;
  const rows = plan?.ok ? plan.rows : nft?.ok ? nft.rows : null;
  // An NFT list is planned with its standard (the config then holds the NFT assets: see useTransferInputs).
  const standard = nft?.ok ? token?.standard : undefined;
  const tokenAddress = token ? (token.erc20 ? token.address : null) : undefined;
  const symbol = token?.symbol ?? '';
  const decimals = token?.decimals ?? 18;
  const chainId = inputs.chain.id;
  // One plan per list, token, label, account and chain, and again after a send (`reading` changes then).
  const request = useMemo(
    () =>
      config && sender && bulkSend && rows && tokenAddress !== undefined && onChain && reading
        ? {
            config,
            sender,
            bulkSend,
            token: tokenAddress,
            rows,
            label,
            chainId,
            symbol,
            decimals,
            ...(standard ? { standard } : {}),
          }
        : null,
    [config, sender, bulkSend, rows, tokenAddress, onChain, label, chainId, symbol, decimals, standard, reading],
  );
  useEffect(() => {
    if (!request) {
      update({ planned: null, match: null, base: null });
      return;
    }
    let live = true;
    const { config, ...run } = request;
    void (async () => {
      try {
        const planned = await planRun(config, run);
        const match = await findMatchingRun(config, { run: planned });
        // With a label, the same list without one: chunks it paid would be paid a second time (see repeatRiskOf).
        let base: TransferState['base'] = null;
        if (run.label !== '') {
          const unlabelled = await planRun(config, { ...run, label: '' });
          base = { planned: unlabelled, match: await findMatchingRun(config, { run: unlabelled }) };
        }
        if (live) update({ planned, match, base });
      } catch (error) {
        if (live) update({ planned: null, match: null, base: null, failure: { error, stage: 'quote' } });
      }
    })();
    return () => {
      live = false;
    };
  }, [request]);
}

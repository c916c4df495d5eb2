// The one hook of the batch transfer views, a thin layer over the engine (wallet-core bulk-send): it plans the run
// of the current list, asks the chain what was paid of it, quotes, approves, sends and resumes through the engine,
// and keeps the session in a store. Views render what it returns and call its actions.
import { chunk, isAddress } from '@fanout/batch-core';
import { NULL_ADDRESS, refreshBalances } from '@fanout/wallet-core';
import {
  approveRun,
  type BulkSendRun,
  findMatchingRun,
  findUnfinishedRuns,
  planRun,
  quoteRun,
  type RunEvent,
  reconcileRun,
  resumeRun,
  sendRun,
} from '@fanout/wallet-core/bulk-send';
import type { Eip1193Provider } from 'ethers';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWallet, walletConfig } from '../../wallet/index.js';
import { type BulkSendCode, hasCode } from '../chains/bulkSendDeploy.js';
import { defaultTokenOf, tokensOf, useToolChain } from '../chains/toolChains.js';
import { useTransferDraft } from '../transferDraft.js';
import { bulkSendOf } from './bulkSendOf.js';
import { closeSupersededRun } from './closeSupersededRun.js';
import { noteReconciled, noteRunEvent } from './reorgNotices.js';
import { overlapRiskOf, repeatRiskOf } from './repeatRiskOf.js';
import { runEngine } from './runEngine.js';
import { runToText } from './runToText.js';
import type { SelectedToken } from './SelectedToken.js';
import { type TransferSessionState, useTransferSession } from './transferSession.js';
import { useLedgerCheck } from './useLedgerCheck.js';
import { useLockedRunWatch } from './useLockedRunWatch.js';
import { useOtherAccountRisk } from './useOtherAccountRisk.js';
import { usePreview } from './usePreview.js';
import { useTokenLookup } from './useTokenLookup.js';

export const CUSTOM_TOKEN = 'custom';

const session = () => useTransferSession.getState();

/** How often a chunk in flight is checked against the chain while nothing is being sent. */
const WATCH_INTERVAL_MS = 2_000;
/** The watcher's reconcile, if one is running: actions wait for it (it holds the run's lock). */
let watching: Promise<void> | null = null;

export function useBatchTransfer() {
  const draft = useTransferDraft();
  const state = useTransferSession();
  const { update } = state;
  const { text, customEntry, merge } = draft;
  const chain = useToolChain();
  const tokens = useMemo(() => tokensOf(chain), [chain]);
  // A choice this chain does not list (made on another chain) falls back to the chain's default token.
  const choice =
    draft.tokenChoice === CUSTOM_TOKEN ||
    tokens.some((entry) => entry.address.toLowerCase() === draft.tokenChoice?.toLowerCase())
      ? (draft.tokenChoice as string)
      : defaultTokenOf(chain);

  const connected = useWallet((s) => s.connected);
  const account = useWallet((s) => (s.connected ? s.web3.address : null));
  const instance = useWallet((s) => s.web3.instance) as Eip1193Provider | null;
  const networkId = useWallet((s) => s.web3.networkId);
  const ethBalance = useWallet((s) => s.ethBalance);
  const erc20Balance = useWallet((s) => s.erc20Balance);
  const lookup = useTokenLookup(choice === CUSTOM_TOKEN ? customEntry : '', account, state.refresh);

  const token: SelectedToken | null = useMemo(() => {
    if (choice !== CUSTOM_TOKEN) {
      const listed = tokens.find((entry) => entry.address.toLowerCase() === choice.toLowerCase());
      return listed ? { ...listed, erc20: listed.address !== NULL_ADDRESS } : null;
    }
    if (lookup.state !== 'found' || !isAddress(customEntry.trim())) return null;
    return { address: customEntry.trim(), symbol: lookup.info.symbol, decimals: lookup.info.decimals, erc20: true };
  }, [choice, customEntry, lookup, tokens]);

  const decimals = token?.decimals ?? 18;
  const { plan, columns, pending } = usePreview(text, decimals, merge);
  const previewChunks = useMemo(() => (plan?.ok ? chunk(plan) : []), [plan]);
  const balance = !connected
    ? null
    : !token
      ? null
      : !token.erc20
        ? ethBalance
        : choice === CUSTOM_TOKEN && lookup.state === 'found'
          ? lookup.info.balance
          : (erc20Balance[token.address.toLowerCase()] ?? null);
  const bulkSendAddress = bulkSendOf(chain);
  const onChain = networkId === chain.id;
  const config = instance ? runEngine(instance, chain) : null;
  const [codeCheck, setCodeCheck] = useState(0);
  const bulkSendCode = useBulkSendCode(instance, bulkSendAddress, onChain, codeCheck);
  /** BulkSend, once the chain holds its code: no run is planned through an empty address. */
  const bulkSend = bulkSendCode === 'present' ? bulkSendAddress : null;

  // Another account selected in the wallet (or a reconnect): its balances, not the previous account's zeroes.
  useEffect(() => {
    if (account) void refreshBalances(walletConfig).catch(() => undefined);
  }, [account]);

  // The unfinished and past runs of the account, read when it connects and after every send.
  const loadRuns = useCallback(async () => {
    if (!config || !account) return;
    const [unfinished, history] = await Promise.all([
      findUnfinishedRuns(config, { sender: account, chainId: chain.id }),
      config.storage.list(account),
    ]);
    update({
      // A run closed by a payment of its list under another label is never offered for resume.
      unfinished: unfinished.filter((run) => run.status !== 'closed'),
      history: [...history].sort((a, b) => b.createdAt - a.createdAt),
    });
  }, [config, account, update, chain.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` re-reads the runs after a send.
  useEffect(() => {
    void loadRuns().catch(() => undefined);
  }, [loadRuns, state.refresh]);

  // Plan the current list as a run and ask the chain (batchSent) and this browser what was paid of it.
  const rows = plan?.ok ? plan.rows : null;
  const tokenAddress = token ? (token.erc20 ? token.address : null) : undefined;
  const { label } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` re-reads what the chain has paid.
  useEffect(() => {
    if (!config || !account || !bulkSend || !rows || tokenAddress === undefined || !onChain) {
      update({ planned: null, match: null, base: null });
      return;
    }
    let live = true;
    void (async () => {
      try {
        const planned = await planRun(config, {
          sender: account,
          bulkSend,
          token: tokenAddress,
          rows,
          label,
          chainId: chain.id,
          symbol: token?.symbol ?? '',
          decimals,
        });
        const match = await findMatchingRun(config, { run: planned });
        // With a label, the same list without one: chunks it paid would be paid a second time (see repeatRiskOf).
        let base: TransferSessionState['base'] = null;
        if (label !== '') {
          const unlabelled = await planRun(config, {
            sender: account,
            bulkSend,
            token: tokenAddress,
            rows,
            label: '',
            chainId: chain.id,
            symbol: token?.symbol ?? '',
            decimals,
          });
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
  }, [config, account, bulkSend, rows, tokenAddress, label, onChain, decimals, chain.id, state.refresh]);

  const planned = state.planned;
  /** The run of the current list: the one being sent, the stored one, or the freshly planned one. */
  const active: BulkSendRun | null =
    planned && state.run?.id === planned.id ? state.run : (state.match?.stored ?? planned);
  const paid = new Set(state.match?.paidChunks ?? []);
  for (const part of active?.chunks ?? []) if (part.status === 'confirmed') paid.add(part.index);
  const chunkCount = active?.chunks.length ?? previewChunks.length;
  const remainingChunks = chunkCount - paid.size;
  /**
   * Unpaid chunks in flight: a signature asked, a transaction waiting for the chain, or an outcome not known yet.
   * They are never offered for sending; the chain is watched until each is paid or proven unsent.
   */
  const inFlight = (active?.chunks ?? []).filter((part) => !paid.has(part.index) && part.status !== 'pending');
  /** In-flight chunks a reconcile proved unsent (wallet error, nothing broadcast): offered again only on request. */
  const resendable = inFlight.filter((part) => part.status === 'unknown' && part.resendable).map((part) => part.index);
  const watched = inFlight.filter((part) => !resendable.includes(part.index)).map((part) => part.index);
  /** Chunks the next send signs. */
  const sendableChunks = remainingChunks - inFlight.length;
  const quote = active && state.quoteKey === `${active.id}:${remainingChunks}` ? state.quote : null;
  const { busy } = state;
  const enoughBalance = balance === null || !plan || balance >= plan.total;
  const ready = connected && onChain && !!token && !!bulkSend && !!plan?.ok && !pending && busy === null && !!active;
  /** A chunk the quote's simulation already found failing: shown with its line, and nothing can be sent. */
  const quoteProblem = quote?.chunks.find((one) => one.problem)?.problem ?? null;
  /** Chunks an unfinished payment of the same list (another label) paid, that this run would pay a second time. */
  const repeat = active
    ? repeatRiskOf({ current: active, currentPaid: paid, base: state.base, history: state.history })
    : null;
  /** Recipients of this (edited) list an unfinished or day-old payment of this account already paid. */
  const overlap =
    active && !repeat
      ? overlapRiskOf({ current: active, currentPaid: paid, history: state.history, now: Date.now() })
      : null;
  /** This list (or part of it) paid or in flight from another account used in this browser. */
  const otherAccount = useOtherAccountRisk(config, account, active, paid, state.refresh);
  /** This sender's past batches on the chain, and the lines of this list they already paid (issue 27). */
  const ledger = useLedgerCheck({
    config,
    account,
    bulkSend,
    token: tokenAddress,
    chainId: chain.id,
    onChain,
    refresh: state.refresh,
    active,
    paid,
    base: state.base,
    runs: state.history,
    warned: repeat !== null || overlap !== null || otherAccount !== null,
  });
  const warned = repeat !== null || overlap !== null || otherAccount !== null || ledger.overlap !== null;
  /** Another tab is sending this run: nothing is sent from here; its states are read again once that tab is done. */
  const lockedElsewhere = useLockedRunWatch(state.failure, (runId) => {
    update({ failure: null });
    void resumeRef.current(runId);
  });
  /** Paying them again takes the member's explicit confirmation, for this run only. */
  const repeatBlocked = warned && state.repeatConfirmed !== active?.id;
  const canSend =
    ready &&
    enoughBalance &&
    sendableChunks > 0 &&
    inFlight.length === 0 &&
    quoteProblem === null &&
    !repeatBlocked &&
    !ledger.history.blocking &&
    lockedElsewhere === null &&
    active?.status !== 'closed';

  // While a chunk waits for the chain (a page reopened mid-run) and nothing is being sent, the chain is checked every
  // few seconds: the chunk shows as paid once mined, and the rest is offered only then.
  const watchKey = config && active && busy === null && watched.length > 0 ? `${active.id}:${watched.join(',')}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the run and its chunks in flight.
  useEffect(() => {
    if (!watchKey || !config || !active) return;
    let live = true;
    const run = active;
    const timer = setInterval(() => {
      if (watching) return;
      watching = reconcileRun(config, { run, onProgress: noteRunEvent })
        .then((next) => {
          noteReconciled(run, next);
          if (live) update({ run: next });
        })
        // Another tab sending it (its lock) or a failed read: the next tick tries again.
        .catch(() => undefined)
        .finally(() => {
          watching = null;
        });
    }, WATCH_INTERVAL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [watchKey]);

  const onProgress = (event: RunEvent) => {
    noteRunEvent(event);
    update({ run: event.run });
  };
  const resumeRef = useRef<(runId: `0x${string}`) => Promise<void>>(async () => undefined);

  const runQuote = async () => {
    if (!config || !active) return;
    update({ busy: 'quote', failure: null });
    try {
      await watching;
      // Chunks the chain says are paid (another browser, a lost hash) are settled into the run first: never quoted,
      // never offered.
      const unsettled = [...paid].some((index) => active.chunks[index]?.status !== 'confirmed');
      const run = unsettled ? await reconcileRun(config, { run: active, onProgress: noteRunEvent }) : active;
      if (unsettled) {
        noteReconciled(active, run);
        update({ run });
      }
      const next = await quoteRun(config, { run });
      update({ quote: next, quoteKey: `${active.id}:${remainingChunks}` });
    } catch (error) {
      update({ failure: { error, stage: 'quote' } });
    } finally {
      update({ busy: null });
    }
  };

  /** Signs the exact approval alone, then quotes again: every chunk's gas and fee are on screen before any is signed. */
  const approveFirst = async () => {
    if (!config || !active || !canSend) return;
    update({ busy: 'approve', failure: null, quote: null, quoteKey: null });
    try {
      await watching;
      await approveRun(config, { run: active, onProgress });
      update({ busy: null });
      await runQuote();
    } catch (error) {
      update({ busy: null, failure: { error, stage: 'send' } });
    } finally {
      void refreshBalances(walletConfig).catch(() => undefined);
    }
  };

  const send = async () => {
    if (!config || !active || !canSend) return;
    // The figures come first: a send without a current quote shows it and waits for the member's next press.
    if (!quote) {
      await runQuote();
      return;
    }
    update({ busy: 'send', failure: null, run: active });
    try {
      await watching;
      // The member said yes to paying the list again under this label: its older unfinished run is closed.
      if (repeat)
        await closeSupersededRun(config, { current: active, repeat, base: state.base, history: state.history });
      await sendRun(config, { run: active, onProgress });
    } catch (error) {
      update({ failure: { error, stage: 'send' } });
    } finally {
      update({ busy: null, refresh: session().refresh + 1 });
      void refreshBalances(walletConfig).catch(() => undefined);
    }
  };

  /** Loads an unfinished run: reconciled with the chain first, its list and token put back on the page. */
  const resume = async (runId: `0x${string}`) => {
    if (!config) return;
    update({ busy: 'resume', failure: null });
    try {
      await watching;
      const resumed = await resumeRun(config, { runId, onProgress: noteRunEvent });
      const { run } = resumed;
      const listed = tokens.find((entry) => entry.address.toLowerCase() === (run.token ?? NULL_ADDRESS).toLowerCase());
      draft.setTokenChoice(listed ? listed.address : CUSTOM_TOKEN);
      if (!listed && run.token) draft.setCustomEntry(run.token);
      draft.setMerge(false);
      draft.setText(runToText(run, run.decimals ?? decimals));
      update({ run, label: run.label, quote: null, quoteKey: null });
    } catch (error) {
      update({ failure: { error, stage: 'quote' } });
    } finally {
      update({ busy: null, refresh: session().refresh + 1 });
    }
  };

  /**
   * The member's explicit "send it again" for chunks a reconcile proved unsent (a wallet error, nothing broadcast):
   * checked against the chain once more, they become unpaid chunks offered by the usual quote and send. Still exactly
   * once: the new transaction carries the same batch id, which the chain refuses if the first one shows up after all.
   */
  const offerAgain = async () => {
    if (!config || !active || resendable.length === 0) return;
    update({ busy: 'resume', failure: null });
    try {
      await watching;
      const run = await reconcileRun(config, { run: active, resendUnknown: true, onProgress: noteRunEvent });
      update({ run, quote: null, quoteKey: null });
    } catch (error) {
      update({ failure: { error, stage: 'quote' } });
    } finally {
      update({ busy: null });
    }
  };

  resumeRef.current = resume;

  const setChoice = (next: string) => {
    draft.setTokenChoice(next);
    update({ quote: null, quoteKey: null });
  };

  return {
    text,
    setText: draft.setText,
    choice,
    setChoice,
    customEntry,
    setCustomEntry: draft.setCustomEntry,
    merge,
    setMerge: draft.setMerge,
    lookup,
    token,
    decimals,
    symbol: token?.symbol ?? '',
    plan,
    columns,
    pending,
    previewChunks,
    balance,
    connected,
    bulkSend,
    bulkSendAddress,
    bulkSendCode,
    recheckBulkSend: () => setCodeCheck((n) => n + 1),
    chain,
    tokens,
    account,
    instance,
    onChain,
    active,
    match: state.match,
    paid,
    remainingChunks,
    sendableChunks,
    inFlight: inFlight.map((part) => part.index),
    resendable,
    offerAgain,
    quote,
    quoteProblem,
    canSend,
    busy,
    failure: state.failure,
    unfinished: state.unfinished.filter((run) => run.id !== state.run?.id || state.run.status !== 'finished'),
    history: state.history,
    label,
    setLabel: (next: string) => update({ label: next, quote: null, quoteKey: null }),
    repeat,
    overlap,
    otherAccount,
    repeatConfirmed: warned && !repeatBlocked,
    ledger,
    /** The member's explicit "pay these recipients a second time" (or its withdrawal) for the current run. */
    confirmRepeat: (yes: boolean) => update({ repeatConfirmed: yes && active ? active.id : null }),
    explorer: chain.explorerUrl ?? '',
    runQuote,
    approveFirst,
    send,
    resume,
  };
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

export type BatchTransferState = ReturnType<typeof useBatchTransfer>;

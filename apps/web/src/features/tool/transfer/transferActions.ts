// What the member can do with the current list, through the engine (wallet-core bulk-send): quote, approve, send,
// resume, offer again. Each reads the store when it runs (never a render's stale copy) and writes back what the
// engine reports; a reconcile of the watched run in flight is waited for first (it holds the run's lock).
import { NULL_ADDRESS, refreshBalances } from '@fanout/wallet-core';
import { approveRun, quoteRun, type RunSender, reconcileRun, resumeRun, sendRun } from '@fanout/wallet-core/bulk-send';
import { walletConfig } from '../../wallet/index.js';
import { useTransferDraft } from '../transferDraft.js';
import { batchingSenderOf } from './batchingSender.js';
import { closeSupersededRun } from './closeSupersededRun.js';
import { loadNft } from './nftModule.js';
import { recheckBeforeSigning } from './recheckBeforeSigning.js';
import { noteReconciled, noteRunEvent } from './reorgNotices.js';
import { runEngine, senderFor } from './runEngine.js';
import { runToText } from './runToText.js';
import { derive } from './sendGates.js';
import { transferState } from './transferStore.js';
import { PROPOSERS, withSender } from './withSender.js';

export const CUSTOM_TOKEN = 'custom';

const update: ReturnType<typeof transferState>['update'] = (patch) => transferState().update(patch);
const applyEvent: ReturnType<typeof transferState>['applyEvent'] = (event) => transferState().applyEvent(event);
const reloadBalances = () => void refreshBalances(walletConfig).catch(() => undefined);

/**
 * Quotes the current run (every unpaid chunk simulated and estimated). Chunks the chain says are paid (another
 * browser, a lost hash) are settled into the run first: never quoted, never offered. `automatic`: asked as the list
 * and token settled, so a failed quote is not asked again for the same run and a send's failure stays on screen.
 */
export async function quoteCurrent(automatic = false): Promise<void> {
  const state = transferState();
  const { config } = state.inputs;
  const { active, paid, remaining } = derive(state).progress;
  if (!config || !active) return;
  const key = `${active.id}:${remaining}`;
  update(automatic ? { busy: 'quote', quoteTried: key } : { busy: 'quote', quoteTried: key, failure: null });
  try {
    await state.reconciling;
    const unsettled = [...paid].some((index) => active.chunks[index]?.status !== 'confirmed');
    const run = unsettled ? await reconcileRun(config, { run: active, onProgress: noteRunEvent }) : active;
    if (unsettled) {
      noteReconciled(active, run);
      update({ run });
    }
    const quote = await quoteRun(config, { run });
    const { failure } = transferState();
    update({ quote, quoteKey: key, failure: failure?.stage === 'quote' ? null : failure });
  } catch (error) {
    if (!automatic || transferState().failure === null) update({ failure: { error, stage: 'quote' } });
  } finally {
    update({ busy: null });
  }
}

/** Signs the exact approval alone, then quotes again: every chunk's gas and fee are on screen before any is signed. */
export async function approveFirst(): Promise<void> {
  const state = transferState();
  const { config } = state.inputs;
  const { progress, gates } = derive(state);
  if (!config || !progress.active || !gates.canSend) return;
  update({ busy: 'approve', failure: null, quote: null, quoteKey: null });
  try {
    await state.reconciling;
    await recheckBeforeSigning();
    await approveRun(config, { run: progress.active, onProgress: applyEvent });
    update({ busy: null });
    await quoteCurrent();
  } catch (error) {
    update({ busy: null, failure: { error, stage: 'send' } });
  } finally {
    reloadBalances();
  }
}

/** Sends the current run's unpaid chunks (`through`: a Safe's files); without figures on screen it shows them first. */
export async function sendCurrent(through: RunSender | null = null): Promise<void> {
  const state = transferState();
  const config = withSender(state.inputs.config, through);
  const { progress, gates } = derive(state);
  const { active } = progress;
  if (!config || !active || !gates.canSend) return;
  if (!gates.quote) return quoteCurrent();
  update({ busy: 'send', failure: null, run: active });
  try {
    await state.reconciling;
    // What was paid since the page last looked (another tab, another device) is read before anything is signed.
    await recheckBeforeSigning();
    const { risks } = derive(transferState());
    // The member said yes to paying the list again under this label: its older unfinished run is closed.
    if (risks.repeat) {
      const { repeat } = risks;
      const now = transferState();
      await closeSupersededRun(config, { current: active, repeat, base: now.base, history: now.history });
    }
    if (PROPOSERS.has(config.sender.kind)) {
      // A proposal per chunk in Safe{Wallet}, or a Safe's files: paid once the owners execute them. The Safe's queue
      // (the chain's Safe Transaction Service) is read first: lines queued elsewhere are named.
      const { proposeRun } = await import('../safeApp/proposeRun.js');
      await proposeRun(config, active, applyEvent, false, state.inputs.chain);
    } else await sendRun(config, { run: active, onProgress: applyEvent });
  } catch (error) {
    // The wallet refused bundles (EIP-5792): the engine goes one transaction at a time now, so the figures and the
    // confirmations on screen are quoted again (an approval of its own, one confirmation per transaction).
    const refused = (error as { messageKey?: unknown })?.messageKey === 'bulkSendBundlesRefused';
    update({
      failure: { error, stage: 'send' },
      ...(refused ? { quote: null, quoteKey: null, quoteTried: null } : {}),
    });
  } finally {
    update({ busy: null, refresh: transferState().refresh + 1 });
    reloadBalances();
  }
}

/** Loads an unfinished run: reconciled with the chain first, its list and token put back on the page. */
export async function resumeStored(runId: `0x${string}`): Promise<void> {
  const state = transferState();
  const { tokens, token, instance, chain, onChain } = state.inputs;
  // On another chain nothing is read nor resumed: the view says to switch, and the failure on screen stays.
  if (!state.inputs.config || !instance || !onChain) return;
  update({ busy: 'resume', failure: null });
  try {
    await state.reconciling;
    // An NFT run is resumed by an engine with the NFT assets (imported now if the page has not yet).
    const nft = state.unfinished.some((run) => run.id === runId && run.standard) ? await loadNft() : null;
    const config = nft ? runEngine(chain, nft, senderFor(instance, batchingSenderOf(instance))) : state.inputs.config;
    const { run } = await resumeRun(config, { runId, onProgress: noteRunEvent });
    const draft = useTransferDraft.getState();
    const listed = tokens.find((entry) => entry.address.toLowerCase() === (run.token ?? NULL_ADDRESS).toLowerCase());
    draft.setTokenChoice(listed ? listed.address : CUSTOM_TOKEN);
    if (!listed && run.token) draft.setCustomEntry(run.token);
    draft.setMerge(false);
    draft.setText(runToText(run, run.decimals ?? token?.decimals ?? 18));
    // A stored run is this wallet's own: it is resumed as paid from the wallet, not from a Safe.
    update({ run, label: run.label, quote: null, quoteKey: null, quoteTried: null, payFrom: 'wallet', safe: null });
  } catch (error) {
    update({ failure: { error, stage: 'quote' } });
  } finally {
    update({ busy: null, refresh: transferState().refresh + 1 });
  }
}

/**
 * The member's explicit "send it again" for chunks a reconcile proved unsent (a wallet error, nothing broadcast):
 * checked against the chain once more, they become unpaid chunks offered by the usual quote and send. Still exactly
 * once: the new transaction carries the same batch id, which the chain refuses if the first one shows up after all.
 */
export async function offerAgain(): Promise<void> {
  const state = transferState();
  const { config } = state.inputs;
  const { active, resendable } = derive(state).progress;
  if (!config || !active || resendable.length === 0) return;
  update({ busy: 'resume', failure: null });
  try {
    await state.reconciling;
    const run = await reconcileRun(config, { run: active, resendUnknown: true, onProgress: noteRunEvent });
    update({ run, quote: null, quoteKey: null, quoteTried: null });
  } catch (error) {
    update({ failure: { error, stage: 'quote' } });
  } finally {
    update({ busy: null });
  }
}

/** Reads the watched run's chunks in flight from the chain once (the page's watch calls it every few seconds). */
export function reconcileWatched(isLive: () => boolean): void {
  const state = transferState();
  const { config } = state.inputs;
  const { active } = derive(state).progress;
  if (!config || !active || state.reconciling) return;
  const reconciling = reconcileRun(config, { run: active, onProgress: noteRunEvent })
    .then((next) => {
      noteReconciled(active, next);
      // A paid chunk the chain dropped: what the chain says of this list is read again (its `match` named it paid).
      const dropped = active.chunks.some(
        (part) => part.status === 'confirmed' && next.chunks[part.index]?.status !== 'confirmed',
      );
      if (isLive()) update({ run: next, ...(dropped ? { refresh: transferState().refresh + 1 } : {}) });
    })
    // Another tab sending it (its lock) or a failed read: the next tick tries again.
    .catch(() => undefined)
    .finally(() => update({ reconciling: null }));
  update({ reconciling });
}

export const setTokenChoice = (choice: string) => {
  useTransferDraft.getState().setTokenChoice(choice);
  update({ quote: null, quoteKey: null, quoteTried: null });
};
export const setLabel = (label: string) => update({ label, quote: null, quoteKey: null, quoteTried: null });
/** The member's explicit "pay these recipients a second time" (or its withdrawal) for the current run. */
export const confirmRepeat = (yes: boolean) => {
  const { active } = derive(transferState()).progress;
  update({ repeatConfirmed: yes && active ? active.id : null });
};
export const confirmLookAlike = (yes: boolean) => {
  const { lookAlike } = derive(transferState()).risks;
  update({ lookAlikeConfirmed: yes && lookAlike ? lookAlike.key : null });
};
export const recheckBulkSend = () => update({ codeCheck: transferState().codeCheck + 1 });

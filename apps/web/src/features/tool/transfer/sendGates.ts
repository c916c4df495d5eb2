// Whether the current list may be quoted and sent, and the double-payment risks that hold it back: pure functions of the
// store's state (shared by the views and the actions), computed once per state.
import type { RunQuote } from '@fanout/wallet-core/bulk-send';
import { useShallow } from 'zustand/react/shallow';
import { batchIdsOf, type ChainOverlap, chainOverlapOf } from './chainOverlapOf.js';
import { type LookAlikeRisk, lookAlikeRiskOf } from './lookAlikeRiskOf.js';
import { type OtherAccountRisk, otherAccountRiskOf } from './otherAccountRiskOf.js';
import { type OverlapRisk, overlapRiskOf, type RepeatRisk, repeatRiskOf, sameList } from './repeatRiskOf.js';
import { progressOf, progressSlicesOf, type RunProgress } from './runProgress.js';
import { type TransferState, useTransferStore } from './transferStore.js';

export interface RunRisks {
  /** Chunks an unfinished payment of the same list (another label) paid, that this run would pay a second time. */
  repeat: RepeatRisk | null;
  /** Recipients of this (edited) list an unfinished or day-old payment of this account already paid. */
  overlap: OverlapRisk | null;
  /** This list (or part of it) paid or in flight from another account used in this browser. */
  otherAccount: OtherAccountRisk | null;
  /** Lines of this list the chain says this sender already paid (issue 27), when no other warning names them. */
  chainOverlap: ChainOverlap | null;
  /** Any of them: paying takes the member's explicit yes. */
  warned: boolean;
  /**
   * Lines whose recipient looks like (same first and last hex digits) an address this sender paid before, or another
   * line (issue 38: address poisoning). Paying them takes its own explicit yes (`lookAlikeConfirmed`).
   */
  lookAlike: LookAlikeRisk | null;
}

export interface SendGates {
  /** The quote of the current run and its unpaid chunks, when one is on screen. */
  quote: RunQuote | null;
  /** A chunk the quote's simulation already found failing: shown with its line, and nothing can be sent. */
  quoteProblem: Error | null;
  /** The figures can be asked for (the list, token, wallet and chain are settled). */
  canQuote: boolean;
  canSend: boolean;
  /** The member said yes to paying the named recipients a second time (for this run). */
  repeatConfirmed: boolean;
  /** The member said the look-alike lines are the addresses meant (for these very look-alikes). */
  lookAlikeConfirmed: boolean;
}

export interface Derived {
  progress: RunProgress;
  risks: RunRisks;
  gates: SendGates;
}

/** The last risks and what they were computed from: a state change that leaves those alone (a quote, a busy flag)
 * keeps the same risk objects, so a view subscribed to them does not render again. */
let lastRisks: { from: unknown[]; risks: RunRisks } | undefined;

function risksOf(state: TransferState, progress: RunProgress): RunRisks {
  const from = [
    progress.active,
    state.match,
    state.base,
    state.history,
    state.stored,
    state.chainHistory,
    state.inputs.account,
    state.sent,
    state.addressBook,
  ];
  if (lastRisks?.from.every((value, i) => Object.is(value, from[i]))) return lastRisks.risks;
  const risks = { ...computeRisks(state, progress), lookAlike: lookAlikeOf(state, progress) };
  lastRisks = { from, risks };
  return risks;
}

/** The last look-alike check and its inputs: the chain history's progress ticks do not run it again. */
let lastLookAlike: { from: unknown[]; risk: LookAlikeRisk | null } | undefined;

function lookAlikeOf(state: TransferState, { active }: RunProgress): LookAlikeRisk | null {
  const payments = state.chainHistory?.payments ?? NO_PAYMENTS;
  const { sent, addressBook } = state;
  const from = [active, payments, sent, addressBook];
  if (lastLookAlike?.from.every((value, i) => Object.is(value, from[i]))) return lastLookAlike.risk;
  const risk = active
    ? lookAlikeRiskOf({
        runId: active.id,
        lines: active.lines,
        payments,
        sent: sent ?? NO_PAYMENTS,
        addressBook: addressBook.filter((entry) => entry.chainId === undefined || entry.chainId === active.chainId),
      })
    : null;
  lastLookAlike = { from, risk };
  return risk;
}

const NO_PAYMENTS: readonly never[] = [];

function computeRisks(state: TransferState, { active, paid }: RunProgress): Omit<RunRisks, 'lookAlike'> {
  if (!active) return { repeat: null, overlap: null, otherAccount: null, chainOverlap: null, warned: false };
  const { base, history, stored, chainHistory } = state;
  const now = Date.now();
  const repeat = repeatRiskOf({ current: active, currentPaid: paid, base, history });
  const overlap = repeat ? null : overlapRiskOf({ current: active, currentPaid: paid, history, now });
  const otherAccount = state.inputs.account
    ? otherAccountRiskOf({ current: active, currentPaid: paid, runs: stored, now })
    : null;
  const named = repeat !== null || overlap !== null || otherAccount !== null;
  const chainOverlap =
    !named && chainHistory?.status === 'done'
      ? chainOverlapOf({
          current: active,
          currentPaid: paid,
          payments: chainHistory.payments,
          known: batchIdsOf([active, base?.planned, ...history.filter((run) => sameList(run, active))]),
        })
      : null;
  return { repeat, overlap, otherAccount, chainOverlap, warned: named || chainOverlap !== null };
}

function gatesOf(state: TransferState, progress: RunProgress, risks: RunRisks): SendGates {
  const { inputs, busy } = state;
  const { active, remaining, sendable, inFlight } = progress;
  const quote = active && state.quoteKey === `${active.id}:${remaining}` ? state.quote : null;
  const { plan, balance } = inputs;
  const enoughBalance = balance === null || !plan || balance >= plan.total;
  const ready =
    inputs.connected &&
    inputs.onChain &&
    !!inputs.token &&
    !!inputs.bulkSend &&
    (!!plan?.ok || !!inputs.nft?.ok) &&
    !inputs.pending;
  const canQuote =
    ready &&
    busy === null &&
    !!active &&
    enoughBalance &&
    sendable > 0 &&
    inFlight.length === 0 &&
    state.lockedRun === null &&
    active.status !== 'closed';
  const quoteProblem = quote?.chunks.find((one) => one.problem)?.problem ?? null;
  const repeatBlocked = risks.warned && state.repeatConfirmed !== active?.id;
  // An NFT line whose token the sender does not hold (quote.notHeld): nothing is signed, the approval included.
  // A recipient contract that would refuse its token (quote.cannotReceive, issue 38): the same.
  const notHeld = (quote?.notHeld ?? []).length > 0 || (quote?.cannotReceive ?? []).length > 0;
  const lookAlikeBlocked = risks.lookAlike !== null && state.lookAlikeConfirmed !== risks.lookAlike.key;
  const canSend =
    canQuote &&
    quoteProblem === null &&
    !notHeld &&
    !repeatBlocked &&
    !lookAlikeBlocked &&
    !(state.chainHistory?.blocking ?? false);
  return {
    quote,
    quoteProblem,
    canQuote,
    canSend,
    repeatConfirmed: risks.warned && !repeatBlocked,
    lookAlikeConfirmed: risks.lookAlike !== null && !lookAlikeBlocked,
  };
}

const cache = new WeakMap<TransferState, Derived>();

/** Progress, risks and gates of a store state (computed once per state, whoever asks first). */
export function derive(state: TransferState): Derived {
  let derived = cache.get(state);
  if (!derived) {
    const progress = progressOf(progressSlicesOf(state));
    const risks = risksOf(state, progress);
    derived = { progress, risks, gates: gatesOf(state, progress, risks) };
    cache.set(state, derived);
  }
  return derived;
}

/** The double-payment risks of the current list, for a view: it renders again only when one of them changes. */
export function useRunRisks(): RunRisks {
  return useTransferStore(useShallow((state) => derive(state).risks));
}

/** Whether the current list may be quoted and sent, and its quote, for a view: it renders again only when one changes. */
export function useSendGates(): SendGates {
  return useTransferStore(useShallow((state) => derive(state).gates));
}

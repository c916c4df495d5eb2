// The ENS names the Tool has read, for one chain paid and one L1: each name's answer by the text written in the list,
// the progress of a read under way, and a read that failed as a whole (the L1 could not be reached). The name changes
// found right before a signature (recheckEnsNames) are kept here too, for their notice.
import type { EnsResolution } from '@fanout/wallet-core/ens';
import { create } from 'zustand';

/** A line whose name resolves elsewhere now than the address frozen into the run. */
export interface EnsChange {
  line: number;
  name: string;
  /** The address in the run (what the run pays). */
  frozen: string;
  /** The address the name gives now; null when it gives none for the chain any more. */
  now: string | null;
}

export interface EnsState {
  /** `chainId|rpcUrl|registry` of the answers: a name's address is one chain's, read on one L1. */
  key: string;
  answers: ReadonlyMap<string, EnsResolution>;
  /** A read under way: different names done of total. */
  progress: { done: number; total: number } | null;
  /** The last read failed as a whole (the L1 unreachable, or not the chain configured): its error. */
  failure: unknown;
  /** Changes found right before the last signature, for the run `runId`. */
  changes: { runId: string; lines: EnsChange[] } | null;
}

export const useEnsStore = create<EnsState>(() => ({
  key: '',
  answers: new Map(),
  progress: null,
  failure: null,
  changes: null,
}));

// Reads this sender's past batches on the run's chain before anything is signed (issue 27): BulkSend's events for the
// sender over a window the member sees and can widen (default the last 7 days), with progress, and whether the chain
// could be read that far. `chainOverlapOf` then names the lines of the current list they already paid.
import {
  type BulkSendConfig,
  type ChainPayment,
  type ReadSenderHistoryReturnType,
  readSenderHistory,
} from '@fanout/wallet-core/bulk-send';
import { useCallback, useEffect, useState } from 'react';

/** The windows the member can widen to, in days; the first is the default. */
export const HISTORY_WINDOW_DAYS = [7, 30, 90, 365] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ChainHistory {
  /** `reading` until the window is read; `failed` when the read itself failed (nothing is known). */
  status: 'idle' | 'reading' | 'done' | 'failed';
  /** Start of the window, ms since epoch. */
  since: number;
  days: number;
  /** Share of the window read so far (0–1) while reading. */
  progress: number;
  payments: readonly ChainPayment[];
  /** False when the chain could not be read over the whole window (see `incomplete`). */
  complete: boolean;
  incomplete: ReadSenderHistoryReturnType['incomplete'] | null;
  /** Payments whose calldata could not be decoded (sent through another contract): their recipients are unknown. */
  undecoded: number;
  error: unknown;
  /** The next wider window, or null at the widest. */
  wider: number | null;
  widen: () => void;
  retry: () => void;
  /** Nothing may be signed: the window is still being read, or could not be read and the member has not said go on. */
  blocking: boolean;
  /** The member's "send without a complete check" after a failed or incomplete read (for this read only). */
  acknowledged: boolean;
  acknowledge: (yes: boolean) => void;
}

export interface ChainHistoryParameters {
  config: BulkSendConfig | null;
  account: string | null;
  bulkSend: string | null;
  /** ERC-20 address, null for the native coin, undefined while no token is chosen. */
  token: string | null | undefined;
  chainId: number;
  /** Whether the wallet is on the run's chain (reads go through it). */
  onChain: boolean;
  /** Bumped after a send: the chain is read again. */
  refresh: number;
}

interface Read {
  key: string;
  status: ChainHistory['status'];
  since: number;
  progress: number;
  result: ReadSenderHistoryReturnType | null;
  error: unknown;
}

export function useChainHistory({
  config,
  account,
  bulkSend,
  token,
  chainId,
  onChain,
  refresh,
}: ChainHistoryParameters): ChainHistory {
  const scope = `${chainId}:${bulkSend}:${account}:${token}`.toLowerCase();
  const [window, setWindow] = useState({ scope, index: 0 });
  const index = window.scope === scope ? window.index : 0;
  const days = HISTORY_WINDOW_DAYS[index] ?? HISTORY_WINDOW_DAYS[0];
  const [attempt, setAttempt] = useState(0);
  const key = `${scope}:${days}:${refresh}:${attempt}`;
  const [read, setRead] = useState<Read | null>(null);
  const [acknowledgedKey, setAcknowledgedKey] = useState<string | null>(null);
  const ready = !!config && !!account && !!bulkSend && token !== undefined && onChain;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the account, chain, token, window and attempt.
  useEffect(() => {
    if (!ready || !config || !account || !bulkSend || token === undefined) return;
    const controller = new AbortController();
    const since = config.now() - days * DAY_MS;
    setRead({ key, status: 'reading', since, progress: 0, result: null, error: null });
    void readSenderHistory(config, {
      bulkSend: bulkSend as `0x${string}`,
      sender: account as `0x${string}`,
      token: token as `0x${string}` | null,
      since,
      signal: controller.signal,
      // The scan runs from the newest block back: `blocksScanned` of the window's blocks are read.
      onProgress: ({ fromBlock, toBlock, blocksScanned }) => {
        const span = toBlock - fromBlock + 1n;
        const progress = span > 0n ? Number((blocksScanned * 1000n) / span) / 1000 : 1;
        if (!controller.signal.aborted)
          setRead((last) => (last?.key === key ? { ...last, progress: Math.min(1, Math.max(0, progress)) } : last));
      },
    })
      .then((result) => {
        if (!controller.signal.aborted) setRead({ key, status: 'done', since, progress: 1, result, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setRead({ key, status: 'failed', since, progress: 0, result: null, error });
      });
    return () => controller.abort();
  }, [ready, key]);

  const widen = useCallback(
    () => setWindow({ scope, index: Math.min(index + 1, HISTORY_WINDOW_DAYS.length - 1) }),
    [scope, index],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = read?.key === key ? read : null;
  const result = current?.result ?? null;
  const status: ChainHistory['status'] = !ready ? 'idle' : (current?.status ?? 'reading');
  const acknowledged = acknowledgedKey === key;
  const unsure = status === 'failed' || (status === 'done' && !(result?.complete ?? false));
  return {
    status,
    since: current?.since ?? 0,
    days,
    progress: current?.progress ?? 0,
    payments: result?.payments ?? [],
    complete: result?.complete ?? false,
    incomplete: result?.incomplete ?? null,
    undecoded: result?.payments.filter((payment) => payment.recipients === null).length ?? 0,
    error: current?.error ?? null,
    wider: HISTORY_WINDOW_DAYS[index + 1] ?? null,
    widen,
    retry,
    blocking: ready && (status === 'reading' || (unsure && !acknowledged)),
    acknowledged,
    acknowledge: (yes: boolean) => setAcknowledgedKey(yes ? key : null),
  };
}

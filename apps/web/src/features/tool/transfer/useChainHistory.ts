// Reads this sender's past batches on the run's chain before anything is signed (issue 27): BulkSend's events for the
// sender, from the chain's BulkSend and the older ones its settings name (a list paid through v2 counts on v3), over a
// window the member sees and can widen (default the last 7 days), with progress, and whether the chain could be read
// that far. `chainOverlapOf` then names the lines of the current list they already paid.
import {
  type BulkSendConfig,
  type ReadSenderHistoryReturnType,
  readSenderHistory,
} from '@fanout/wallet-core/bulk-send';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { olderBulkSendsOf } from './bulkSendOf.js';
import { type ChainHistory, HISTORY_WINDOW_DAYS } from './ChainHistory.js';
import { extendSenderRead } from './extendReads.js';
import type { SelectedToken } from './SelectedToken.js';
import { type SafeSender, senderOf, useTransferStore } from './transferStore.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Read {
  key: string;
  status: ChainHistory['status'];
  since: number;
  progress: number;
  result: ReadSenderHistoryReturnType | null;
  error: unknown;
}

/** One read of the chain: what it reads, and the key its answer is filed under. */
interface Request {
  key: string;
  config: BulkSendConfig;
  bulkSend: `0x${string}`;
  /** The chain's older BulkSends (v2 beside v3): their payments are read as history too. */
  older: readonly `0x${string}`[];
  sender: `0x${string}`;
  token: `0x${string}` | null;
  days: number;
  resolve: SafeSender['resolve'] | null;
}

/**
 * Reads the chain for the store's current account, chain, BulkSend and token (over the window the member chose) and
 * writes what it knows into the store's `chainHistory` slice. Mounted once, by the panel.
 */
export function useChainHistory(): void {
  const config = useTransferStore((state) => state.inputs.config);
  // The run's sender: the account, or the Safe (whose payments' recipients are read from its calldata).
  const account = useTransferStore(senderOf);
  const resolve = useTransferStore((state) => (state.payFrom === 'safe' ? (state.safe?.resolve ?? null) : null));
  const bulkSend = useTransferStore((state) => state.inputs.bulkSend);
  const token = useTransferStore((state) => tokenAddressOf(state.inputs.token));
  const chainId = useTransferStore((state) => state.inputs.chain.id);
  // One string (stable across renders): the older BulkSends the chain settings name.
  const olderKey = useTransferStore((state) => olderBulkSendsOf(state.inputs.chain).join(','));
  const older = useMemo(() => (olderKey ? (olderKey.split(',') as `0x${string}`[]) : []), [olderKey]);
  const onChain = useTransferStore((state) => state.inputs.onChain);
  const refresh = useTransferStore((state) => state.refresh);
  const scope = `${chainId}:${bulkSend}:${olderKey}:${account}:${token}`.toLowerCase();
  const [window, setWindow] = useState({ scope, index: 0 });
  const index = window.scope === scope ? window.index : 0;
  const days = HISTORY_WINDOW_DAYS[index] ?? HISTORY_WINDOW_DAYS[0];
  const [attempt, setAttempt] = useState(0);
  const key = `${scope}:${days}:${refresh}:${attempt}`;
  const [read, setRead] = useState<Read | null>(null);
  const [acknowledgedKey, setAcknowledgedKey] = useState<string | null>(null);
  const ready = !!config && !!account && !!bulkSend && token !== undefined && onChain;
  const request: Request | null = useMemo(
    () =>
      ready && config && account && bulkSend && token !== undefined
        ? {
            key,
            config,
            bulkSend: bulkSend as `0x${string}`,
            older,
            sender: account as `0x${string}`,
            token: token as `0x${string}` | null,
            days,
            resolve,
          }
        : null,
    [ready, key, config, bulkSend, older, account, token, days, resolve],
  );

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const { key, config, days } = request;
    const since = config.now() - days * DAY_MS;
    setRead({ key, status: 'reading', since, progress: 0, result: null, error: null });
    void readSenderHistory(config, {
      bulkSend: [request.bulkSend, ...request.older],
      sender: request.sender,
      token: request.token,
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
      .then((read) => withRecipients(request, read))
      .then((result) => {
        if (!controller.signal.aborted) setRead({ key, status: 'done', since, progress: 1, result, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setRead({ key, status: 'failed', since, progress: 0, result: null, error });
      });
    return () => controller.abort();
  }, [request]);

  const widen = useCallback(
    () => setWindow({ scope, index: Math.min(index + 1, HISTORY_WINDOW_DAYS.length - 1) }),
    [scope, index],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const acknowledge = useCallback((yes: boolean) => setAcknowledgedKey(yes ? key : null), [key]);
  const current = read?.key === key ? read : null;
  const acknowledged = acknowledgedKey === key;
  // What the recheck reads from: the request and the read as the last render saw them.
  const latest = useRef<{ request: Request | null; current: Read | null; build: (read: Read) => ChainHistory }>(null);
  const recheck = useCallback(async (): Promise<ChainHistory | null> => {
    const seen = latest.current;
    const request = seen?.request;
    const last = seen?.current;
    if (!seen || !request || !last?.result || last.status !== 'done') return null;
    const more = await withRecipients(
      request,
      await readSenderHistory(request.config, {
        bulkSend: [request.bulkSend, ...request.older],
        sender: request.sender,
        token: request.token,
        fromBlock: last.result.toBlock + 1n,
      }),
    );
    const result = extendSenderRead(last.result, more);
    const next: Read = { ...last, result };
    setRead((now) => (now?.key === last.key ? next : now));
    return seen.build(next);
  }, []);
  const build = useCallback(
    (current: Read | null): ChainHistory => {
      const result = current?.result ?? null;
      const status: ChainHistory['status'] = !ready ? 'idle' : (current?.status ?? 'reading');
      const coversAll = result?.coversDeployment === true;
      const unsure = status === 'failed' || (status === 'done' && (!(result?.complete ?? false) || !coversAll));
      return {
        status,
        since: current?.since ?? 0,
        days,
        progress: current?.progress ?? 0,
        payments: result?.payments ?? [],
        blocks: result ? { from: result.fromBlock, to: result.toBlock } : null,
        complete: result?.complete ?? false,
        coversAll,
        incomplete: result?.incomplete ?? null,
        hidden:
          result?.proof === 'mismatch'
            ? {
                counted: String(result.incomplete?.params.counted ?? ''),
                found: String(result.incomplete?.params.found ?? ''),
              }
            : null,
        undecoded: result?.payments.filter((payment) => payment.recipients === null).length ?? 0,
        error: current?.error ?? null,
        wider: HISTORY_WINDOW_DAYS[index + 1] ?? null,
        widen,
        retry,
        blocking: ready && (status === 'reading' || (unsure && !acknowledged)),
        acknowledged,
        acknowledge,
        recheck,
      };
    },
    [ready, days, index, widen, retry, acknowledged, acknowledge, recheck],
  );
  const history = useMemo(() => build(current), [build, current]);
  latest.current = { request, current, build };
  useEffect(() => useTransferStore.getState().update({ chainHistory: history }), [history]);
}

/** The read's payments with their recipients: a Safe's read from its calldata (its own resolver, or Safe{Wallet}'s). */
async function withRecipients(
  request: Request,
  read: ReadSenderHistoryReturnType,
): Promise<ReadSenderHistoryReturnType> {
  const { resolve, config } = request;
  // Calls to any BulkSend the history was read from (v2 beside v3); inside Safe{Wallet}, Safe{Wallet}'s resolver.
  const bulkSends = [request.bulkSend, ...request.older];
  if (resolve) return { ...read, payments: await resolve(config, read.payments, bulkSends) };
  if (config.sender.kind !== 'safe-app') return read;
  return (await import('../safeApp/safeHistory.js')).withSafeRecipients(config, read, request.sender, bulkSends);
}

/** The token's address for the chain's records: null for the native coin, undefined while none is chosen. */
function tokenAddressOf(token: SelectedToken | null): string | null | undefined {
  return token ? (token.erc20 ? token.address : null) : undefined;
}

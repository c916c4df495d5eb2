// Reads what the current list's recipients already received through BulkSend from any sender (issue 37: another
// account paid the same list), over the blocks this sender's chain history read, and writes it into the store's
// `recipientHistory` slice; `otherSendersRiskOf` names the lines and the senders. Mounted once, by the panel.
import type { BulkSendConfig } from '@fanout/wallet-core/bulk-send';
import type { ReadRecipientPaymentsReturnType } from '@fanout/wallet-core/bulk-send/recipients';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { olderBulkSendsOf } from './bulkSendOf.js';
import { extendRecipientRead } from './extendReads.js';
import type { RecipientHistory } from './RecipientHistory.js';
import { useRunProgress } from './runProgress.js';
import { useTransferStore } from './transferStore.js';

interface Request {
  key: string;
  config: BulkSendConfig;
  /** The chain's BulkSend and the older ones its settings name (v2 beside v3). */
  bulkSends: `0x${string}`[];
  token: `0x${string}` | null;
  recipients: string[];
  fromBlock: bigint;
}

interface Read {
  key: string;
  status: RecipientHistory['status'];
  result: ReadRecipientPaymentsReturnType | null;
}

/**
 * The read; coin payments it could not name the recipients of (another contract called BulkSend) are read again from
 * the calldata of a Safe's own transaction (`readSafeRecipientPayments`, loaded only then), so a list a Safe paid is
 * named line by line; what is still unread is said so.
 */
async function readRecipients(request: Request, fromBlock: bigint): Promise<ReadRecipientPaymentsReturnType> {
  const read = await (await import('@fanout/wallet-core/bulk-send/recipients')).readRecipientPayments(request.config, {
    bulkSend: request.bulkSends,
    token: request.token,
    recipients: request.recipients,
    fromBlock,
  });
  if (read.unread.length === 0) return read;
  const { readSafeRecipientPayments } = await import('@fanout/wallet-core/safe');
  const safe = await readSafeRecipientPayments(request.config, {
    unread: read.unread,
    bulkSend: request.bulkSends,
    recipients: request.recipients,
  });
  const payments = [...read.payments, ...safe.payments].sort((a, b) =>
    a.blockNumber === b.blockNumber ? 0 : a.blockNumber < b.blockNumber ? -1 : 1,
  );
  return { ...read, payments, unread: safe.unread };
}

/** The store's slice for a read (null when there is nothing to read). */
function historyOf(read: Read | null, recheck: RecipientHistory['recheck']): RecipientHistory {
  return {
    status: read?.status ?? 'reading',
    payments: read?.result?.payments ?? [],
    unread: read?.result?.unread ?? [],
    complete: read?.result?.complete ?? false,
    recheck,
  };
}

export function useRecipientHistory(): void {
  const config = useTransferStore((state) => state.inputs.config);
  const bulkSend = useTransferStore((state) => state.inputs.bulkSend);
  const chainId = useTransferStore((state) => state.inputs.chain.id);
  const older = useTransferStore((state) => olderBulkSendsOf(state.inputs.chain).join(','));
  const refresh = useTransferStore((state) => state.refresh);
  // The same window as this sender's own read: it starts once that read knows its first block.
  const fromBlock = useTransferStore((state) =>
    state.chainHistory?.status === 'done' ? (state.chainHistory.blocks?.from ?? null) : null,
  );
  // The run's id names its lines and token: another object of the same run (a chunk paid) reads nothing again.
  const { active } = useRunProgress();
  const activeRun = useRef(active);
  activeRun.current = active;
  const runId = active?.id ?? null;
  const request: Request | null = useMemo(() => {
    const run = activeRun.current;
    if (!config || !bulkSend || !run || runId === null || fromBlock === null) return null;
    return {
      key: `${chainId}:${bulkSend}:${older}:${runId}:${fromBlock}:${refresh}`.toLowerCase(),
      config,
      bulkSends: [bulkSend, ...(older ? older.split(',') : [])] as `0x${string}`[],
      token: run.token,
      recipients: [...new Set(run.lines.map((line) => line.address))],
      fromBlock,
    };
  }, [config, bulkSend, older, chainId, runId, fromBlock, refresh]);
  const [read, setRead] = useState<Read | null>(null);

  useEffect(() => {
    if (!request) return;
    let stale = false;
    setRead({ key: request.key, status: 'reading', result: null });
    readRecipients(request, request.fromBlock)
      .then((result) => {
        if (!stale) setRead({ key: request.key, status: 'done', result });
      })
      .catch(() => {
        if (!stale) setRead({ key: request.key, status: 'failed', result: null });
      });
    return () => {
      stale = true;
    };
  }, [request]);

  const current = request && read?.key === request.key ? read : null;
  // What the recheck reads from: the request and the read as the last render saw them.
  const latest = useRef<{ request: Request | null; current: Read | null }>({ request: null, current: null });
  latest.current = { request, current };
  const recheck = useCallback(async function again(): Promise<RecipientHistory | null> {
    const { request, current } = latest.current;
    if (!request || !current?.result || current.status !== 'done') return null;
    const last = current.result;
    const more = await readRecipients(request, last.toBlock + 1n);
    const result = extendRecipientRead(last, more);
    const next: Read = { ...current, result };
    setRead((now) => (now?.key === current.key ? next : now));
    return historyOf(next, again);
  }, []);
  const history = useMemo(() => (request ? historyOf(current, recheck) : null), [request, current, recheck]);
  useEffect(() => useTransferStore.getState().update({ recipientHistory: history }), [history]);
}

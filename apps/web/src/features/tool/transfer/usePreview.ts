// The live preview of a recipient list: short lists parse at once, long ones in a worker (the page stays responsive).
import {
  type HeaderColumns,
  isSafeAirdropCsv,
  type NftPlan,
  type RecipientPlan,
  type UnspendableOptions,
} from '@fanout/batch-core';
import { useEffect, useRef, useState } from 'react';
import type { EnsRequest } from '../ens/EnsRequest.js';
import type { PreviewRequest } from './PreviewRequest.js';
import { type NftStandard, type ReadPlan, readPlan } from './readPlan.js';
import type { SafeAirdropToken } from './SafeAirdropToken.js';

/** Up to this many characters (about 70 lines) the list is parsed synchronously. */
const INLINE_CHARS = 5000;
const DEBOUNCE_MS = 120;
const NO_GUARD: UnspendableOptions = {};

export interface Preview {
  plan: RecipientPlan | null;
  nft: NftPlan | null;
  columns: HeaderColumns | null;
  pending: boolean;
  /** A Safe CSV Airdrop file's tokens (read in the worker), else null. */
  safe: SafeAirdropToken[] | null;
}

export function usePreview(
  text: string,
  decimals: number,
  merge: boolean,
  standard: NftStandard | null,
  token: string | null = null,
  guard: UnspendableOptions = NO_GUARD,
  names: EnsRequest | null = null,
): Preview {
  const [state, setState] = useState<Preview>({ plan: null, nft: null, columns: null, pending: false, safe: null });
  const workerRef = useRef<Worker | null>(null);
  const lastId = useRef(0);

  useEffect(() => () => workerRef.current?.terminate(), []);

  useEffect(() => {
    const id = ++lastId.current;
    if (!text.trim()) {
      setState({ plan: null, nft: null, columns: null, pending: false, safe: null });
      return;
    }
    if (text.length <= INLINE_CHARS && !isSafeAirdropCsv(text)) {
      setState({ ...readPlan(text, decimals, merge, standard, guard, names), pending: false, safe: null });
      return;
    }
    setState((previous) => ({ ...previous, pending: true }));
    const timer = setTimeout(() => {
      if (!workerRef.current) {
        workerRef.current = new Worker(new URL('./previewWorker.ts', import.meta.url), { type: 'module' });
      }
      const worker = workerRef.current;
      worker.onmessage = (event: MessageEvent<ReadPlan & { id: number }>) => {
        if (event.data.id === lastId.current) {
          const { plan, nft, columns, tokens } = event.data;
          setState({ plan, nft, columns, pending: false, safe: tokens ?? null });
        }
      };
      const request: PreviewRequest = { id, text, decimals, merge, standard, token, guard, names };
      worker.postMessage(request);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, decimals, merge, standard, token, guard, names]);

  return state;
}

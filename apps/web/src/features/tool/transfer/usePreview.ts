// The live preview of a recipient list: short lists parse at once, long ones in a worker (the page stays responsive).
import type { HeaderColumns, NftPlan, RecipientPlan } from '@fanout/batch-core';
import { useEffect, useRef, useState } from 'react';
import type { PreviewRequest } from './PreviewRequest.js';
import { type NftStandard, type ReadPlan, readPlan } from './readPlan.js';

/** Up to this many characters (about 70 lines) the list is parsed synchronously. */
const INLINE_CHARS = 5000;
const DEBOUNCE_MS = 120;

export interface Preview {
  plan: RecipientPlan | null;
  nft: NftPlan | null;
  columns: HeaderColumns | null;
  pending: boolean;
}

export function usePreview(text: string, decimals: number, merge: boolean, standard: NftStandard | null): Preview {
  const [state, setState] = useState<Preview>({ plan: null, nft: null, columns: null, pending: false });
  const workerRef = useRef<Worker | null>(null);
  const lastId = useRef(0);

  useEffect(() => () => workerRef.current?.terminate(), []);

  useEffect(() => {
    const id = ++lastId.current;
    if (!text.trim()) {
      setState({ plan: null, nft: null, columns: null, pending: false });
      return;
    }
    if (text.length <= INLINE_CHARS) {
      setState({ ...readPlan(text, decimals, merge, standard), pending: false });
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
          setState({ plan: event.data.plan, nft: event.data.nft, columns: event.data.columns, pending: false });
        }
      };
      const request: PreviewRequest = { id, text, decimals, merge, standard };
      worker.postMessage(request);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, decimals, merge, standard]);

  return state;
}

// Address poisoning (issue 38): the ERC-20 transfers to the run's sender over the blocks the chain history read, and
// among them the zero-value ones from look-alikes of the sender's past payees (batch-core findAddressPoisoning): the
// planted addresses the next list may have copied. Written into the store's `poisoning`; named by LookAlikeCheck.
// Mounted once, by the panel. The native coin leaves no logs to read, so only tokens are checked.
import { findAddressPoisoning } from '@fanout/batch-core';
import { readIncomingTransfers } from '@fanout/wallet-core/transactions';
import { useEffect } from 'react';
import { senderOf, useTransferStore } from './transferStore.js';

export function usePoisoningCheck(): void {
  const reader = useTransferStore((state) => state.inputs.config?.reader ?? null);
  const sender = useTransferStore(senderOf);
  const token = useTransferStore((state) => {
    const selected = state.inputs.token;
    return selected?.erc20 && !selected.standard ? selected.address : null;
  });
  const done = useTransferStore((state) => (state.chainHistory?.status === 'done' ? state.chainHistory : null));
  const from = done?.blocks?.from ?? null;
  const to = done?.blocks?.to ?? null;
  const payments = done?.payments ?? null;

  useEffect(() => {
    const { update } = useTransferStore.getState();
    update({ poisoning: null });
    if (!reader || !sender || !token || from === null || to === null || !payments) return;
    const controller = new AbortController();
    void readIncomingTransfers(reader, { token, to: sender, fromBlock: from, toBlock: to, signal: controller.signal })
      .then(({ transfers }) => {
        if (controller.signal.aborted) return;
        const payees = payments.flatMap((payment) => (payment.recipients ?? []).map((one) => one.address));
        update({ poisoning: findAddressPoisoning(transfers, payees) });
      })
      // Not read: nothing is named (the look-alike check of the list itself does not depend on this read).
      .catch(() => undefined);
    return () => controller.abort();
  }, [reader, sender, token, from, to, payments]);
}

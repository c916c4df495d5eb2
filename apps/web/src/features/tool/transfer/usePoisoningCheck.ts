// Address poisoning (issue 38): the ERC-20 transfers to the run's sender over the blocks the chain history read, and
// among them the zero-value ones from look-alikes of the sender's past payees (batch-core findAddressPoisoning): the
// planted addresses the next list may have copied. Written into the store's `poisoning`; named by LookAlikeCheck.
// Mounted once, by the panel. The native coin leaves no logs to read, so only tokens are checked.
// The sender's plain transfers of the token out (readOutgoingTransfers, the same blocks) are read too: their payees are
// past payees for the look-alike check and for poisoning (store `sent`), BulkSend's own pulls left out.
import { findAddressPoisoning } from '@fanout/batch-core';
import { readIncomingTransfers, readOutgoingTransfers } from '@fanout/wallet-core/transactions';
import { useEffect, useRef } from 'react';
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
  const bulkSend = useTransferStore((state) => state.inputs.bulkSend?.toLowerCase() ?? null);

  // What the shown `poisoning` and `sent` were read for: a read that only reaches further (the check right before
  // signing extends the history to the new head) keeps them until its own answer, so what was named (a look-alike of
  // a plain transfer's payee) is not dropped meanwhile; the recheck would take its absence for a change and withdraw
  // the member's yes.
  const readFor = useRef<{ reader: unknown; scope: string } | null>(null);

  useEffect(() => {
    const { update } = useTransferStore.getState();
    const scope = [sender, token, from, bulkSend].join(':');
    if (readFor.current?.reader !== reader || readFor.current.scope !== scope) update({ poisoning: null, sent: null });
    readFor.current = { reader, scope };
    if (!reader || !sender || !token || from === null || to === null || !payments) return;
    const controller = new AbortController();
    const blocks = { token, fromBlock: from, toBlock: to, signal: controller.signal };
    // A read that fails names nothing (the look-alike check of the list itself does not depend on these reads).
    void Promise.all([
      readIncomingTransfers(reader, { ...blocks, to: sender }).catch(() => null),
      readOutgoingTransfers(reader, { ...blocks, from: sender }).catch(() => null),
    ]).then(([incoming, outgoing]) => {
      if (controller.signal.aborted) return;
      const sent = (outgoing?.transfers ?? []).filter((one) => one.to.toLowerCase() !== bulkSend);
      const payees = payments.flatMap((payment) => (payment.recipients ?? []).map((one) => one.address));
      payees.push(...sent.map((one) => one.to));
      update({ poisoning: incoming ? findAddressPoisoning(incoming.transfers, payees) : null, sent });
    });
    return () => controller.abort();
  }, [reader, sender, token, from, to, payments, bulkSend]);
}

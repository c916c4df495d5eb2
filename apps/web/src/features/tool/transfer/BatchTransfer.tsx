// Transfer in batches: the panel mounts the hooks that feed the transfer store (inputs, runs, chain history, watch) and
// shows the views, each subscribed to the slices of the store it shows. State lives in the stores, so it survives
// panel, language and route switches within the visit.
import { useId, useRef } from 'react';
import { AddressBookPanel } from '../addressBook/AddressBookPanel.js';
import { PlannedNames } from '../addressBook/PlannedNames.js';
import { useAddressBookSync } from '../addressBook/useAddressBookSync.js';
import { ChainPicker } from '../chains/ChainPicker.js';
import { EnsChangedNotice } from '../ens/EnsChangedNotice.js';
import { EnsNamesPreview } from '../ens/EnsNamesPreview.js';
import { PayFromChoice } from '../safe/SafeSlots.js';
import { BulkSendStatus } from './BulkSendStatus.js';
import { ChainHistoryCheck } from './ChainHistoryCheck.js';
import { ChainNotices } from './ChainNotices.js';
import { ConnectPrompt } from './ConnectPrompt.js';
import { CostPanel } from './CostPanel.js';
import { ListPreview } from './ListPreview.js';
import { LookAlikeCheck } from './LookAlikeCheck.js';
import { PoisoningNotice } from './PoisoningNotice.js';
import { RecipientInput } from './RecipientInput.js';
import { RunHistory } from './RunHistory.js';
import { RunOffers } from './RunOffers.js';
import { SendProgress } from './SendProgress.js';
import { TokenPicker } from './TokenPicker.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useChainHistory } from './useChainHistory.js';
import { usePoisoningCheck } from './usePoisoningCheck.js';
import { useRunSync } from './useRunSync.js';
import { useRunWatch } from './useRunWatch.js';
import { useTransferInputs } from './useTransferInputs.js';

export function BatchTransfer() {
  useTransferInputs();
  useRunSync();
  useChainHistory();
  usePoisoningCheck();
  useAddressBookSync();
  useRunWatch();
  const t = useTransferText();
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const connected = useTransferStore((state) => state.inputs.connected);
  const chainId = useTransferStore((state) => state.inputs.chain.id);
  return (
    <section className="tool-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('transferTitle')}</h2>
      {connected ? null : <ConnectPrompt />}
      <ChainPicker id={id} />
      <BulkSendStatus />
      <PayFromChoice id={id} />
      <RunOffers id={id} />
      <ChainNotices />
      <TokenPicker id={id} />
      <RecipientInput id={id} textareaRef={textareaRef} />
      <ListPreview textareaRef={textareaRef} />
      <EnsNamesPreview />
      <PlannedNames />
      <ChainHistoryCheck />
      <LookAlikeCheck />
      <PoisoningNotice />
      <EnsChangedNotice />
      <CostPanel />
      <SendProgress />
      <RunHistory />
      <AddressBookPanel id={id} chainId={chainId} />
    </section>
  );
}

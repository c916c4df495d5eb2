// Transfer in batches on Polygon: the views over useBatchTransfer (token, recipients with live preview, cost,
// progress). State lives in the hook's stores, so it survives panel, language and route switches within the visit.
import { useId, useRef } from 'react';
import { ChainPicker } from '../chains/ChainPicker.js';
import { useToolText } from '../useToolText.js';
import { BulkSendStatus } from './BulkSendStatus.js';
import { ChainHistoryCheck } from './ChainHistoryCheck.js';
import { ChainNotices } from './ChainNotices.js';
import { ConnectPrompt } from './ConnectPrompt.js';
import { CostPanel } from './CostPanel.js';
import { RecipientInput } from './RecipientInput.js';
import { RecipientPreview } from './RecipientPreview.js';
import { RunHistory } from './RunHistory.js';
import { RunOffers } from './RunOffers.js';
import { removeLines } from './removeLines.js';
import { SendProgress } from './SendProgress.js';
import { selectLine } from './selectLine.js';
import { TokenPicker } from './TokenPicker.js';
import { useBatchTransfer } from './useBatchTransfer.js';

/** Issues about the list as a whole: removing their line would not fix them. */
const LIST_WIDE = new Set(['TOO_MANY_RECIPIENTS', 'TOTAL_TOO_LARGE']);

export function BatchTransfer() {
  const t = useToolText();
  const id = useId();
  const transfer = useBatchTransfer();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { plan, text, setText, busy } = transfer;
  const locked = busy === 'send' || busy === 'approve';
  const invalidLines = new Set(
    (plan?.errors ?? []).filter((issue) => !LIST_WIDE.has(issue.code)).map((issue) => issue.line),
  );

  return (
    <section className="tool-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('transferTitle')}</h2>
      {transfer.connected ? null : <ConnectPrompt />}
      <ChainPicker id={id} />
      <BulkSendStatus transfer={transfer} />
      <RunOffers id={id} transfer={transfer} />
      <ChainNotices transfer={transfer} />
      <TokenPicker id={id} transfer={transfer} />
      <RecipientInput id={id} text={text} onTextChange={setText} textareaRef={textareaRef} locked={locked} />
      {transfer.pending ? <p role="status">{t('checking', { count: text.split('\n').length })}</p> : null}
      {plan ? (
        <RecipientPreview
          plan={plan}
          columns={transfer.columns}
          symbol={transfer.symbol}
          balance={transfer.balance}
          merge={transfer.merge}
          onMergeChange={transfer.setMerge}
          onPickLine={(line) => {
            if (textareaRef.current) selectLine(textareaRef.current, line);
          }}
          onRemoveInvalid={invalidLines.size > 0 && !locked ? () => setText(removeLines(text, invalidLines)) : null}
        />
      ) : null}
      <ChainHistoryCheck transfer={transfer} />
      <CostPanel transfer={transfer} />
      <SendProgress transfer={transfer} />
      <RunHistory transfer={transfer} />
    </section>
  );
}

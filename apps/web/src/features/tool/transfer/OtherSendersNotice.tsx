// Before anything is signed (issue 37, the recipients' side of the ledger): lines of the list whose recipient another
// sender — another account, a Safe — already paid with the run's token through BulkSend in the checked window, named
// with that sender and the lines. A warning: the member removes the lines (one press) or gives the same explicit yes
// as the other double-payment warnings. What could not be read of other senders is said, never taken as "nobody".
import { Button } from '@fanout/ui';
import { useTransferDraft } from '../transferDraft.js';
import { LineList } from './LineList.js';
import { PayAgainConfirm } from './RunOffers.js';
import { removeLines } from './removeLines.js';
import { useRunRisks } from './sendGates.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';
import { useDateText } from './useDateText.js';

export function OtherSendersNotice() {
  const t = useTransferText();
  const amount = useAmountText();
  const date = useDateText();
  const read = useTransferStore((state) => state.recipientHistory);
  const since = useTransferStore((state) => state.chainHistory?.since ?? 0);
  const symbol = useTransferStore((state) => state.inputs.token?.symbol ?? '');
  const busy = useTransferStore((state) => state.busy);
  const { otherSenders: risk } = useRunRisks();
  if (!read) return null;
  const counted = (count: number) => t('recipientsCounted', { count, shown: amount(BigInt(count), 0) });
  const notes =
    read.status === 'reading'
      ? t('otherSendersReading')
      : read.status === 'failed'
        ? t('otherSendersFailed')
        : !read.complete
          ? t('otherSendersIncomplete')
          : null;
  return (
    <>
      {notes || read.unread.length > 0 ? (
        <div
          className={read.status === 'reading' ? 'tool-muted' : 'tool-warning'}
          role="status"
          data-testid="other-senders-check"
        >
          {notes ? <p>{notes}</p> : null}
          {read.unread.length > 0 ? (
            <p>
              {t('otherSendersUnread', { count: read.unread.length, shown: amount(BigInt(read.unread.length), 0) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {risk ? (
        <div className="tool-warning" role="alert" data-testid="other-senders-warning">
          <p data-testid="other-senders-text">
            {t('otherSendersWarning', {
              count: risk.lines.length,
              recipients: counted(risk.lines.length),
              symbol,
              since: date(since),
            })}
          </p>
          <ul>
            {risk.senders.map((one) => (
              <li key={one.sender} data-testid="other-sender">
                {t('otherSenderPaid', {
                  count: one.lines.length,
                  shown: amount(BigInt(one.lines.length), 0),
                  when: date(one.paidAt),
                })}{' '}
                <code className="tool-address" data-testid="other-sender-address">
                  {one.sender}
                </code>
                <LineList lines={one.lines} testId="other-sender-lines" />
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            disabled={busy !== null}
            onClick={() => {
              const draft = useTransferDraft.getState();
              draft.setText(removeLines(draft.text, new Set(risk.lines)));
            }}
          >
            {t('chainPaidRemove', { count: risk.lines.length, shown: amount(BigInt(risk.lines.length), 0) })}
          </Button>
          <PayAgainConfirm recipients={counted(risk.lines.length)} testId="other-senders-confirm" />
        </div>
      ) : null}
    </>
  );
}

// Before anything is signed (issue 27): how far back this account's payments were read from the chain (progress, a
// control to read further back, a plain word when the chain could not be read that far), and the lines of the list
// the chain says this account already paid, with when and in which transaction. Paying them again takes the same
// explicit yes as the other double-payment warnings; removing them from the list is one press.
import { Button } from '@fanout/ui';
import { useTransferDraft } from '../transferDraft.js';
import { LineList } from './LineList.js';
import { NftPaidIds } from './NftPaidIds.js';
import { PayAgainConfirm } from './RunOffers.js';
import { removeLines } from './removeLines.js';
import { useRunProgress } from './runProgress.js';
import { useRunRisks } from './sendGates.js';
import { safePays, useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';
import { useDateText } from './useDateText.js';

export function ChainHistoryCheck() {
  const t = useTransferText();
  const context = useTransferStore((state) => (safePays(state) ? 'safe' : undefined));
  const amount = useAmountText();
  const date = useDateText();
  const history = useTransferStore((state) => state.chainHistory);
  const busy = useTransferStore((state) => state.busy);
  const explorer = useTransferStore((state) => state.inputs.chain.explorerUrl ?? '');
  const symbol = useTransferStore((state) => state.inputs.token?.symbol ?? '');
  const { active } = useRunProgress();
  const { chainOverlap: overlap } = useRunRisks();
  if (!history || history.status === 'idle' || !active) return null;
  const since = date(history.since);
  const locked = busy !== null;
  const unsure =
    history.status === 'failed' || (history.status === 'done' && (!history.complete || !history.coversAll));
  return (
    <>
      <div className={unsure ? 'tool-warning' : 'tool-muted'} data-testid="chain-history" role="status">
        {history.status === 'reading' ? (
          <p data-testid="chain-history-text">
            {t('chainHistoryReading', { since, percent: Math.round(history.progress * 100), context })}{' '}
            <progress value={history.progress} max={1} aria-label={t('chainHistoryProgress', { context })} />
          </p>
        ) : history.status === 'failed' ? (
          <p data-testid="chain-history-text">{t('chainHistoryFailed', { context })}</p>
        ) : history.complete && history.coversAll ? (
          <p data-testid="chain-history-text">{t('chainHistoryChecked', { since, context })}</p>
        ) : history.hidden ? (
          <p data-testid="chain-history-text">
            {t('chainHistoryHidden', { since, counted: history.hidden.counted, found: history.hidden.found, context })}
          </p>
        ) : history.complete ? (
          <p data-testid="chain-history-text">{t('chainHistoryWindow', { since, context })}</p>
        ) : (
          <p data-testid="chain-history-text">{t('chainHistoryIncomplete', { since, context })}</p>
        )}
        {history.undecoded > 0 ? <p>{t('chainHistoryUndecoded', { count: history.undecoded, context })}</p> : null}
        {history.status === 'failed' || history.hidden || (unsure && history.wider === null) ? (
          <Button size="sm" disabled={locked} onClick={history.retry}>
            {t('chainHistoryRetry')}
          </Button>
        ) : null}
        {history.status === 'done' && history.wider !== null ? (
          <Button size="sm" disabled={locked} onClick={history.widen} data-testid="chain-history-widen">
            {t('chainHistoryWiden', { count: history.wider })}
          </Button>
        ) : null}
        {unsure ? (
          <label className="tool-check">
            <input
              type="checkbox"
              checked={history.acknowledged}
              disabled={locked}
              onChange={(event) => history.acknowledge(event.target.checked)}
              data-testid="chain-history-acknowledge"
            />{' '}
            {t(history.hidden ? 'chainHistoryHiddenAcknowledge' : 'chainHistoryAcknowledge')}
          </label>
        ) : null}
      </div>
      {overlap ? (
        <div className="tool-warning" role="alert" data-testid="chain-paid-warning">
          <p data-testid="chain-paid-text">
            {t('chainPaidWarning', {
              count: overlap.lines.length,
              context,
              recipients: t('recipientsCounted', {
                count: overlap.lines.length,
                shown: amount(BigInt(overlap.lines.length), 0),
              }),
              symbol,
              since,
            })}
          </p>
          <LineList lines={overlap.lines} testId="paid-lines" />
          <NftPaidIds lines={overlap.lines} />
          <ul data-testid="chain-paid-transactions">
            {overlap.transactions.map((one) => (
              <li key={one.hash}>
                {t('chainPaidTransaction', {
                  when: date(one.paidAt),
                  count: one.lines.length,
                  shown: amount(BigInt(one.lines.length), 0),
                })}{' '}
                <code className="tool-hash">{one.hash}</code>
                {explorer ? (
                  <>
                    {' '}
                    <a href={`${explorer}/tx/${one.hash}`} target="_blank" rel="noreferrer">
                      {t('viewOnExplorer')}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            disabled={locked}
            onClick={() => {
              const draft = useTransferDraft.getState();
              draft.setText(removeLines(draft.text, new Set(overlap.lines)));
            }}
          >
            {t('chainPaidRemove', { count: overlap.lines.length, shown: amount(BigInt(overlap.lines.length), 0) })}
          </Button>
          <PayAgainConfirm
            recipients={t('recipientsCounted', {
              count: overlap.lines.length,
              shown: amount(BigInt(overlap.lines.length), 0),
            })}
            testId="chain-paid-confirm"
          />
        </div>
      ) : null}
    </>
  );
}

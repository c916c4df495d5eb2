// Before anything is signed: unfinished runs of this account to resume, and a warning when the current list was
// already (partly) paid, from the chain, with the one explicit way to pay it again on purpose (a payment label). A
// label on a list whose earlier payment is unfinished names the recipients it would pay a second time and offers to
// resume that payment instead; nothing is sent until the member chooses one.
import { Button } from '@fanout/ui';
import { LineList } from './LineList.js';
import { runLines } from './runLines.js';
import { useRunProgress } from './runProgress.js';
import { useRunRisks, useSendGates } from './sendGates.js';
import { summariseLines } from './summariseLines.js';
import { confirmRepeat, resumeStored, setLabel } from './transferActions.js';
import { safePays, useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';
import { useDateText } from './useDateText.js';

export function RunOffers({ id }: { id: string }) {
  const t = useTransferText();
  const context = useTransferStore((state) => (safePays(state) ? 'safe' : undefined));
  const amount = useAmountText();
  const date = useDateText();
  const unfinished = useTransferStore((state) => state.unfinished);
  const sent = useTransferStore((state) => state.run);
  const match = useTransferStore((state) => state.match);
  const busy = useTransferStore((state) => state.busy);
  const label = useTransferStore((state) => state.label);
  // The wallet on another chain than the Tool's: a stored run is resumed only once it is back.
  const otherChain = useTransferStore((state) => state.inputs.connected && !state.inputs.onChain);
  const chainName = useTransferStore((state) => state.inputs.chain.name);
  const { active, paid } = useRunProgress();
  const { repeat, overlap } = useRunRisks();
  // Neither the current list's run nor the one just finished here is offered for resume.
  const others = unfinished.filter(
    (run) => run.id !== active?.id && (run.id !== sent?.id || sent.status !== 'finished'),
  );
  const paidList = [...paid].sort((a, b) => a - b).map((index) => index + 1);
  const showLabel = (match?.matches ?? false) || label !== '';
  /** Every chunk of this list is paid (the chain's or this browser's word): "in full", never "part of it". */
  const allPaid = (match?.allPaid ?? false) || (!!active && paid.size >= active.chunks.length);
  const given = label.trim();
  const recipientsText = (count: number) => t('recipientsCounted', { count, shown: amount(BigInt(count), 0) });
  const rangesText = (ranges: { first: number; last: number }[]) =>
    ranges
      .map((range) => (range.first === range.last ? String(range.first) : t('lineRange', range)))
      .join(t('listSeparator'));
  /** The overlap warning's sentence; a long scattered list of lines is summarised ("197 lines, first: 1, 3 …"). */
  const overlapText = (risk: NonNullable<typeof overlap>) => {
    const closed = risk.run.status === 'finished' || risk.run.status === 'closed';
    const { ranges, head } = summariseLines(risk.lines);
    const parameters = {
      count: risk.lines.length,
      lines: rangesText(head ?? ranges),
      recipients: recipientsText(risk.lines.length),
      when: date(risk.run.createdAt),
    };
    if (head) return t(closed ? 'overlapWarningFinishedLong' : 'overlapWarningLong', parameters);
    return t(closed ? 'overlapWarningFinished' : 'overlapWarning', parameters);
  };
  return (
    <>
      {others.length > 0 ? (
        <section className="tool-warning" aria-label={t('unfinishedTitle')} data-testid="resume-offer">
          <strong>{t('unfinishedTitle')}</strong>
          <ul>
            {others.map((run) => {
              const done = run.chunks.filter((part) => part.status === 'confirmed').length;
              return (
                <li key={run.id}>
                  {t('unfinishedRun', {
                    symbol: run.symbol ?? '',
                    recipients: recipientsText(run.lines.length),
                    paid: done,
                    count: run.chunks.length,
                    when: date(run.createdAt),
                  })}{' '}
                  <Button
                    size="sm"
                    disabled={busy !== null || otherChain}
                    aria-describedby={otherChain ? `${id}-resume-chain` : undefined}
                    onClick={() => void resumeStored(run.id)}
                  >
                    {t('resumeRun')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {otherChain ? (
            <p className="tool-muted" id={`${id}-resume-chain`} data-testid="resume-other-chain">
              {t('resumeOtherChain', { chain: chainName })}
            </p>
          ) : null}
        </section>
      ) : null}
      {match?.matches && paidList.length > 0 ? (
        <p className="tool-warning" role="alert" data-testid="already-paid">
          {allPaid
            ? given !== ''
              ? t('alreadyPaidAllLabelled', { label: given, context })
              : t('alreadyPaidAll', { context })
            : t('alreadyPaidSome', { chunks: paidList.join(t('listSeparator')), count: paidList.length, context })}
        </p>
      ) : null}
      {active?.status === 'closed' ? (
        <p className="tool-warning" role="status" data-testid="closed-run">
          {t('closedRun')}
        </p>
      ) : null}
      {showLabel ? (
        <div className="tool-field">
          <label htmlFor={`${id}-label`}>{t('paymentLabel')}</label>
          <input
            id={`${id}-label`}
            value={label}
            placeholder={t('paymentLabelExample')}
            disabled={busy !== null}
            onChange={(event) => setLabel(event.target.value)}
          />
          <small className="tool-muted">{t('paymentLabelHint')}</small>
        </div>
      ) : null}
      {repeat && active ? (
        <div className="tool-warning" role="alert" data-testid="repeat-warning">
          <p>
            {t('repeatWarning', {
              count: repeat.chunks.length,
              chunks: repeat.chunks.map((index) => index + 1).join(t('listSeparator')),
              lines: repeat.chunks.map((index) => t('lineRange', runLines(active, index))).join(t('listSeparator')),
              recipients: recipientsText(repeat.recipients),
            })}
          </p>
          <Button size="sm" disabled={busy !== null} onClick={() => setLabel(repeat.label)} data-testid="repeat-resume">
            {t('repeatResume')}
          </Button>
          <PayAgainConfirm recipients={recipientsText(repeat.recipients)} testId="repeat-confirm" />
        </div>
      ) : null}
      {overlap && active ? (
        <div className="tool-warning" role="alert" data-testid="overlap-warning">
          <p>{overlapText(overlap)}</p>
          {summariseLines(overlap.lines).head ? <LineList lines={overlap.lines} summary={false} /> : null}
          {overlap.run.status !== 'finished' && overlap.run.status !== 'closed' ? (
            <Button
              size="sm"
              disabled={busy !== null}
              onClick={() => void resumeStored(overlap.run.id)}
              data-testid="overlap-resume"
            >
              {t('overlapResume')}
            </Button>
          ) : null}
          <PayAgainConfirm recipients={recipientsText(overlap.lines.length)} testId="overlap-confirm" />
        </div>
      ) : null}
    </>
  );
}

/** The member's explicit yes to paying `recipients` a second time (one confirmation per run, for either warning). */
export function PayAgainConfirm({ recipients, testId }: { recipients: string; testId: string }) {
  const t = useTransferText();
  const { repeatConfirmed } = useSendGates();
  const busy = useTransferStore((state) => state.busy);
  return (
    <label className="tool-check">
      <input
        type="checkbox"
        checked={repeatConfirmed}
        disabled={busy !== null}
        onChange={(event) => confirmRepeat(event.target.checked)}
        data-testid={testId}
      />{' '}
      {t('repeatConfirm', { recipients })}
    </label>
  );
}

// Before anything is signed (issue 38, address poisoning): each line whose recipient looks like an address this sender
// paid before (read from the chain: BulkSend payments and plain token transfers), a name in the member's address book
// or another line of the list, the two addresses one above the other with the
// characters that differ marked, where the other comes from (paid on <date> in transaction …, or line N), and the
// member's explicit yes that these are the addresses meant. Removing those lines is one press.
import { Button } from '@fanout/ui';
import { useTransferDraft } from '../transferDraft.js';
import type { LookAlikeLineRisk } from './lookAlikeRiskOf.js';
import { removeLines } from './removeLines.js';
import { useRunRisks, useSendGates } from './sendGates.js';
import { confirmLookAlike } from './transferActions.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';
import { useDateText } from './useDateText.js';

/** At most this many pairs are drawn (a poisoned list has a few; the count says how many more). */
const SHOWN_PAIRS = 50;

/** The address with the characters at `differing` in `<mark>`: runs of equal and differing characters. */
export function MarkedAddress({
  address,
  differing,
  testId,
}: {
  address: string;
  differing: number[];
  testId: string;
}) {
  const marked = new Set(differing);
  const parts: { text: string; mark: boolean }[] = [];
  for (let i = 0; i < address.length; i++) {
    const mark = marked.has(i);
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += address[i];
    else parts.push({ text: address[i] as string, mark });
  }
  return (
    <code className="tool-address" data-testid={testId}>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a fixed address never move
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a fixed address never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </code>
  );
}

function Pair({ match }: { match: LookAlikeLineRisk }) {
  const t = useTransferText();
  const date = useDateText();
  const { origin } = match;
  // The line pays an address that sent this account a zero-value transfer: the poisoner itself.
  const planted = useTransferStore((state) =>
    state.poisoning?.find((one) => one.transfer.from.toLowerCase() === match.address.toLowerCase()),
  );
  return (
    <li className="tool-look-alike-pair" data-testid="look-alike-pair">
      <div>
        <p>{t('lookAlikeLine', { line: match.line })}</p>
        <MarkedAddress address={match.address} differing={match.differing} testId="look-alike-address" />
        {planted ? (
          <p data-testid="look-alike-planted">
            <strong>{t('lookAlikePoisoner', { hash: planted.transfer.hash ?? '' })}</strong>
          </p>
        ) : null}
      </div>
      <div>
        <p data-testid="look-alike-origin">
          {origin.kind === 'paid'
            ? t('lookAlikePaid', { when: date(origin.paidAt), hash: origin.hash })
            : origin.kind === 'sent'
              ? t('lookAlikeSent', { hash: origin.hash })
              : origin.kind === 'book'
                ? t('lookAlikeBook', { name: origin.name })
                : t('lookAlikeOtherLine', { line: origin.line })}
        </p>
        <MarkedAddress address={match.lookAlike} differing={match.differing} testId="look-alike-known" />
      </div>
    </li>
  );
}

export function LookAlikeCheck() {
  const t = useTransferText();
  const amount = useAmountText();
  const busy = useTransferStore((state) => state.busy);
  const { lookAlike } = useRunRisks();
  const { lookAlikeConfirmed } = useSendGates();
  if (!lookAlike) return null;
  const count = lookAlike.lines.length;
  const more = lookAlike.matches.length - SHOWN_PAIRS;
  return (
    <div className="tool-warning" role="alert" data-testid="look-alike-warning">
      <p data-testid="look-alike-text">{t('lookAlikeWarning', { count, shown: amount(BigInt(count), 0) })}</p>
      <ul className="tool-look-alike">
        {lookAlike.matches.slice(0, SHOWN_PAIRS).map((match) => (
          <Pair key={`${match.line}:${match.lookAlike}`} match={match} />
        ))}
      </ul>
      {more > 0 ? <p>{t('lookAlikeMore', { count: more, shown: amount(BigInt(more), 0) })}</p> : null}
      <Button
        size="sm"
        disabled={busy !== null}
        onClick={() => {
          const draft = useTransferDraft.getState();
          draft.setText(removeLines(draft.text, new Set(lookAlike.lines)));
        }}
        data-testid="look-alike-remove"
      >
        {t('chainPaidRemove', { count, shown: amount(BigInt(count), 0) })}
      </Button>
      <label className="tool-check">
        <input
          type="checkbox"
          checked={lookAlikeConfirmed}
          disabled={busy !== null}
          onChange={(event) => confirmLookAlike(event.target.checked)}
          data-testid="look-alike-confirm"
        />{' '}
        {t('lookAlikeConfirm')}
      </label>
    </div>
  );
}

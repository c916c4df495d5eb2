// Lines of the member's list in a warning: ranges ("Lines 1–149, 152"), or for a long scattered list a count with its
// first lines ("150 lines, first: 2, 3, 5 …") and the whole list behind "show all".
import { useState } from 'react';
import { summariseLines } from './summariseLines.js';
import { useTransferText } from './transferText.js';

/**
 * `summary: false` when the sentence above already gave the count and first lines: then only "show all" is offered.
 */
export function LineList({
  lines,
  testId,
  summary = true,
}: {
  lines: readonly number[];
  testId?: string;
  summary?: boolean;
}) {
  const t = useTransferText();
  const [all, setAll] = useState(false);
  const { ranges, head } = summariseLines(lines);
  const join = (part: typeof ranges) =>
    part
      .map((range) => (range.first === range.last ? String(range.first) : t('lineRange', range)))
      .join(t('listSeparator'));
  if (!head) return <p data-testid={testId}>{t('linesShown', { count: lines.length, lines: join(ranges) })}</p>;
  return (
    <p data-testid={testId}>
      {all ? (
        <span data-testid="all-lines">{t('linesShown', { count: lines.length, lines: join(ranges) })}</span>
      ) : (
        <>
          {summary ? `${t('linesSummary', { count: lines.length, lines: join(head) })} ` : null}
          <button type="button" className="tool-link" onClick={() => setAll(true)}>
            {t('showAllLines')}
          </button>
        </>
      )}
    </p>
  );
}

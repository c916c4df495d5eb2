// A run's lines the list named by ENS name, each with the address frozen into the run when it was planned (what the
// run paid, whatever the name gives today): shown in the run's summary.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { useEnsText } from './ensText.js';

/** At most this many named lines are listed (the count says how many more). */
const SHOWN_NAMES = 50;

export function EnsRunNames({ run }: { run: BulkSendRun }) {
  const t = useEnsText();
  const named = run.lines.filter((line) => line.name !== undefined);
  if (named.length === 0) return null;
  const more = named.length - SHOWN_NAMES;
  return (
    <div data-testid="run-ens-names">
      <p>{t('runNames')}</p>
      <ul className="tool-look-alike">
        {named.slice(0, SHOWN_NAMES).map((line) => (
          <li key={line.line} data-testid="run-ens-line">
            {t('line', { line: line.line })}
            <strong>{line.name}</strong>
            {' → '}
            <code className="tool-address">{line.address}</code>
          </li>
        ))}
      </ul>
      {more > 0 ? <p>{t('more', { count: more })}</p> : null}
    </div>
  );
}

// The address book's names beside the addresses of a list or a run (issue 38): in the preview and the summary, each
// named line with its name and address; in the history (`compact`), the names of a run on one line.
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { useAddressBookText } from './addressBookText.js';
import { useBookNameOf } from './useBookNameOf.js';

/** At most this many named lines are listed (the count says how many there are). */
const SHOWN = 50;
/** At most this many names on a history line. */
const SHOWN_COMPACT = 5;

interface BookNamesProps {
  lines: readonly { line: number; address: string }[];
  chainId: number;
  compact?: boolean;
  testId?: string;
}

export function BookNames({ lines, chainId, compact = false, testId = 'book-names' }: BookNamesProps) {
  const t = useAddressBookText();
  const nameOf = useBookNameOf(chainId);
  const chinese = useLanguageStore((state) => state.language) === 'chs';
  const named = lines.flatMap((one) => {
    // A line without an address (a run stored before its list was read) names nobody.
    const name = typeof one.address === 'string' ? nameOf(one.address) : undefined;
    return name === undefined ? [] : [{ ...one, name }];
  });
  if (named.length === 0) return null;
  if (compact) {
    const names = [...new Set(named.map((one) => one.name))];
    const shown = names.slice(0, SHOWN_COMPACT).join(chinese ? '、' : ', ');
    return (
      <span data-testid={testId}>
        {' · '}
        {names.length > SHOWN_COMPACT ? `${shown}…` : shown}
      </span>
    );
  }
  return (
    <div className="tool-book-names" data-testid={testId}>
      <strong>{t('namesTitle')}</strong>
      <ul>
        {named.slice(0, SHOWN).map((one) => (
          <li key={`${one.line}:${one.address}`} data-testid="book-name">
            {t('nameLine', { line: one.line, name: one.name })} <code className="tool-address">{one.address}</code>
          </li>
        ))}
      </ul>
      {named.length > SHOWN ? <p>…</p> : null}
    </div>
  );
}

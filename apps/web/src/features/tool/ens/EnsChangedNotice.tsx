// The names of the run that point elsewhere now than the addresses frozen into it (found right before a signature by
// recheckEnsNames), each with both addresses: the run pays the frozen one.
import { useRunProgress } from '../transfer/runProgress.js';
import { useEnsStore } from './ensStore.js';
import { useEnsText } from './ensText.js';

export function EnsChangedNotice() {
  const t = useEnsText();
  const changes = useEnsStore((state) => state.changes);
  const { active } = useRunProgress();
  if (!changes || changes.runId !== active?.id) return null;
  return (
    <div className="tool-warning" role="alert" data-testid="ens-changed">
      <strong>{t('changedTitle')}</strong>
      <p>{t('changedText')}</p>
      <ul className="tool-look-alike">
        {changes.lines.map((change) => (
          <li key={change.line} data-testid="ens-changed-line">
            <p>{t('changedLine', { line: change.line, name: change.name })}</p>
            <p>
              {t('changedFrozen')}
              <code className="tool-address">{change.frozen}</code>
            </p>
            <p>
              {t('changedNow')}
              <code className="tool-address">{change.now ?? t('changedNone')}</code>
            </p>
          </li>
        ))}
      </ul>
      <p>{t('changedSend')}</p>
    </div>
  );
}

// Inside Safe{Wallet}: which Safe the Tool pays as, and how its payments go (proposed, then signed and executed there).
import type { SafeAppInfo } from '@fanout/wallet-core/safe-apps';
import { useToolText } from '../useToolText.js';

export function SafeAppNotice({ safe }: { safe: SafeAppInfo }) {
  const t = useToolText();
  return (
    <p className="tool-muted" role="status" data-testid="safe-app">
      {t('safeAppAccount', { address: safe.safeAddress, threshold: safe.threshold, owners: safe.owners.length })}
    </p>
  );
}

// Inside Safe{Wallet} (issue 30): a proposed chunk the chain has not paid (the owners rejected it in the queue, or
// never executed it) can be proposed again. Safe by construction: the new Safe transaction carries the same batch id,
// so whichever one the owners execute first pays and the chain refuses the other.
import { Button } from '@fanout/ui';
import type { RunSender } from '@fanout/wallet-core/bulk-send';
import { useRunProgress } from './runProgress.js';
import { inSafeApp, transferState, useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { withSender } from './withSender.js';

/** Proposes again (or, `through` a Safe's file sender, makes the files again) the chunks proposed and still unpaid. */
export async function proposeAgain(through: RunSender | null = null): Promise<void> {
  const state = transferState();
  const config = withSender(state.inputs.config, through);
  const active = state.run ?? state.planned;
  if (!config || !active || state.busy !== null) return;
  state.update({ busy: 'send', failure: null });
  try {
    await state.reconciling;
    const { proposeRun } = await import('../safeApp/proposeRun.js');
    await proposeRun(config, active, transferState().applyEvent, true, state.inputs.chain);
  } catch (error) {
    transferState().update({ failure: { error, stage: 'send' } });
  } finally {
    transferState().update({ busy: null, refresh: transferState().refresh + 1 });
  }
}

export function ProposeAgain() {
  const t = useTransferText();
  const { active, paid } = useRunProgress();
  const safeApp = useTransferStore(inSafeApp);
  const busy = useTransferStore((state) => state.busy);
  const proposed =
    active?.chunks.filter(
      (part) => !paid.has(part.index) && part.status === 'submitted' && part.attempts.at(-1)?.proposal,
    ) ?? [];
  if (!safeApp || proposed.length === 0) return null;
  return (
    <div className="tool-muted" data-testid="propose-again">
      <p>{t('proposeAgainNote', { count: proposed.length })}</p>
      <Button size="sm" disabled={busy !== null} onClick={() => void proposeAgain()} data-testid="propose-again-button">
        {t('proposeAgain')}
      </Button>
    </div>
  );
}

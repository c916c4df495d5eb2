// After an NFT run: BulkSend keeps the collection-wide approval (setApprovalForAll) until the member withdraws it, so
// the finished run offers to revoke it (revokeApproval: nothing is sent when no approval is left).
import { Button } from '@fanout/ui';
import { type BulkSendRun, revokeApproval } from '@fanout/wallet-core/bulk-send';
import { useState } from 'react';
import { TransferErrorNotice } from './TransferErrorNotice.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';

type RevokeState = { state: 'offered' } | { state: 'busy' } | { state: 'done' } | { state: 'failed'; error: unknown };

export function RevokeOffer({ run }: { run: BulkSendRun }) {
  const t = useTransferText();
  const config = useTransferStore((state) => state.inputs.config);
  const [revoke, setRevoke] = useState<RevokeState>({ state: 'offered' });
  const symbol = run.symbol ?? '';
  if (revoke.state === 'done') {
    return (
      <p role="status" data-testid="revoked">
        {t('revoked', { symbol })}
      </p>
    );
  }
  const press = () => {
    if (!config) return;
    setRevoke({ state: 'busy' });
    revokeApproval(config, { run })
      .then(() => setRevoke({ state: 'done' }))
      .catch((error: unknown) => setRevoke({ state: 'failed', error }));
  };
  return (
    <div className="tool-warning" data-testid="revoke-offer">
      <p>{t('revokeOffer', { symbol })}</p>
      <Button size="sm" disabled={!config || revoke.state === 'busy'} onClick={press} data-testid="revoke">
        {revoke.state === 'busy' ? t('revoking') : t('revokeButton')}
      </Button>
      {revoke.state === 'failed' ? <TransferErrorNotice error={revoke.error} stage="send" run={run} /> : null}
    </div>
  );
}

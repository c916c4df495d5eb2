// The connected account's runs kept in this browser: when, token, recipients, status, label and receipts.
import { BookNames } from '../addressBook/BookNames.js';
import { ReceiptExport } from './ReceiptExport.js';
import { inSafeApp, useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';
import { useDateText } from './useDateText.js';

export function RunHistory() {
  const t = useTransferText();
  const amount = useAmountText();
  const date = useDateText();
  const history = useTransferStore((state) => state.history);
  // The runs listed are the session account's: inside Safe{Wallet} that account is the Safe, said as "this Safe".
  const context = useTransferStore((state) => (inSafeApp(state) ? 'safe' : undefined));
  if (history.length === 0) return null;
  return (
    <details className="tool-history" data-testid="run-history">
      <summary>{t('historyTitle', { count: history.length, context })}</summary>
      <ul>
        {history.map((run) => {
          const paid = run.chunks.filter((part) => part.status === 'confirmed').length;
          return (
            <li key={run.id}>
              {t('historyRun', {
                when: date(run.createdAt),
                symbol: run.symbol ?? '',
                recipients: t('recipientsCounted', {
                  count: run.lines.length,
                  shown: amount(BigInt(run.lines.length), 0),
                }),
                paid,
                count: run.chunks.length,
              })}
              {run.label ? ` · ${run.label}` : ''}
              <BookNames lines={run.lines} chainId={run.chainId} compact testId="history-names" /> ·{' '}
              {t(
                run.status === 'finished' ? 'statusFinished' : run.status === 'closed' ? 'statusClosed' : 'statusOpen',
              )}
              <ReceiptExport run={run} />
            </li>
          );
        })}
      </ul>
    </details>
  );
}

// Before the first confirmation (issue 30): how many times the member will confirm in the wallet, from the quote — one
// for the approval and the chunks in a bundle where the wallet batches atomically (EIP-5792), else one per approval
// transaction and one per transaction.
import type { RunQuote } from '@fanout/wallet-core/bulk-send';
import { useTransferText } from './transferText.js';

export function ConfirmationCount({ quote }: { quote: RunQuote }) {
  const t = useTransferText();
  const { confirmations, atomicBatching } = quote;
  const approvals = atomicBatching ? 0 : confirmations - quote.chunks.length;
  const approvalInBundle = atomicBatching && quote.approval?.required === true;
  if (atomicBatching) {
    return (
      <>
        <p data-testid="confirmations">{t('confirmationsBundled', { count: confirmations })}</p>
        <p className="tool-muted" data-testid="bundle-note">
          {t(approvalInBundle ? 'confirmationsBundledNote' : 'confirmationsBundledNoteNoApproval')}
        </p>
      </>
    );
  }
  return (
    <p data-testid="confirmations">
      {approvals > 0
        ? t('confirmationsWithApproval', {
            total: confirmations,
            approvals: t('approvalCount', { count: approvals }),
            transactions: t('transactionCount', { count: quote.chunks.length }),
          })
        : t('confirmationsEach', { count: confirmations })}
    </p>
  );
}

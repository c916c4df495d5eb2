// After a run (it replaces the cost panel and its approval text): recipients, total, fees, gas and network cost
// actually paid, each transaction's explorer link, and the receipts to download.

import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { getRunReceipts } from '@fanout/wallet-core/bulk-send';
import { BookNames } from '../addressBook/BookNames.js';
import { chainOf, useToolChains } from '../chains/toolChains.js';
import { EnsRunNames } from '../ens/EnsRunNames.js';
import { figure } from '../i18n/figures.js';
import { ReceiptExport } from './ReceiptExport.js';
import { RunFinality } from './RunFinality.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

const NATIVE_DECIMALS = 18;
const FEE_DIGITS = 8;

export function RunSummary({ run }: { run: BulkSendRun }) {
  const t = useTransferText();
  const amount = useAmountText();
  const { summary } = getRunReceipts(run);
  const decimals = run.decimals ?? NATIVE_DECIMALS;
  const { nativeCurrency, explorerUrl } = chainOf(
    useToolChains((state) => state.settings),
    run.chainId,
  );
  const native = nativeCurrency.symbol;
  const coin = (value: bigint) =>
    figure(amount(value, nativeCurrency.decimals, { maxFractionDigits: FEE_DIGITS }), native);
  return (
    <div className="tool-cost" data-testid="run-summary">
      <h3>{t('summaryTitle')}</h3>
      <p role="status">
        {t('summaryText', {
          recipients: t('recipientsCounted', {
            count: summary.recipients,
            shown: amount(BigInt(summary.recipients), 0),
          }),
          total: amount(summary.total, decimals, { maxFractionDigits: decimals }),
          symbol: run.symbol ?? '',
          count: summary.chunks,
        })}
      </p>
      <dl className="tool-figures" data-keep-clear="">
        <div>
          <dt>{t('serviceFee')}</dt>
          <dd data-testid="summary-fees">{coin(summary.fees)}</dd>
        </div>
        <div>
          <dt>{t('gasUsed')}</dt>
          <dd data-testid="summary-gas">{amount(summary.gasUsed, 0)}</dd>
        </div>
        <div>
          <dt>{t('networkCost')}</dt>
          <dd data-testid="summary-network">{coin(summary.networkCost)}</dd>
        </div>
      </dl>
      {explorerUrl ? (
        <ul className="tool-successes" data-testid="summary-links">
          {run.chunks.map((part) =>
            part.receipt ? (
              <li key={part.index}>
                <a href={`${explorerUrl}/tx/${part.receipt.hash}`} target="_blank" rel="noreferrer">
                  {t('summaryLink', { index: part.index + 1 })}
                </a>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <EnsRunNames run={run} />
      <BookNames lines={run.lines} chainId={run.chainId} testId="summary-names" />
      <RunFinality run={run} />
      {run.label ? <p>{t('labelShown', { label: run.label })}</p> : null}
      <ReceiptExport run={run} />
    </div>
  );
}

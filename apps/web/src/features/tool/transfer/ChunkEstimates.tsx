// The cost panel's table: one row per chunk still to send, with its lines, gas, network cost and fee. On a phone each
// row stacks into a card of labelled figures (`data-label`, tool.css), so every figure shows without scrolling sideways.
import type { BulkSendRun, RunQuote } from '@fanout/wallet-core/bulk-send';
import { runLines } from './runLines.js';
import { ScrollableTable } from './ScrollableTable.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

export function ChunkEstimates({
  quote,
  run,
  cost,
}: {
  quote: RunQuote;
  run: BulkSendRun;
  cost: (value: bigint) => string;
}) {
  const t = useTransferText();
  const amount = useAmountText();
  return (
    <ScrollableTable label={t('chunkTableLabel')}>
      <table className="tool-table tool-table-stack" data-testid="chunk-estimates">
        <thead>
          <tr>
            <th scope="col">{t('colTransaction')}</th>
            <th scope="col">{t('colLines')}</th>
            <th scope="col">{t('gasEstimate')}</th>
            <th scope="col">{t('networkCost')}</th>
            <th scope="col">{t('serviceFee')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.chunks.map((one) => {
            const lines = runLines(run, one.index);
            return (
              <tr key={one.index}>
                <td data-label={t('colTransaction')}>{one.index + 1}</td>
                <td data-label={t('colLines')} className="tool-nowrap">
                  {t('lineRange', lines)}
                </td>
                <td data-label={t('gasEstimate')}>
                  {one.gasSource === 'formula'
                    ? t('gasWithNote', { gas: amount(one.gas, 0), note: t('gasBeforeApproval') })
                    : amount(one.gas, 0)}
                </td>
                <td data-label={t('networkCost')}>{cost(one.networkCost)}</td>
                <td data-label={t('serviceFee')}>{cost(one.fee)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

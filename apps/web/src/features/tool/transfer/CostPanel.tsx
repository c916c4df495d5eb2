// Before the first signature: the exact approval and its gas, every unpaid chunk's lines, gas, network cost and
// operator fee, the gas price, and the totals (approval included); then the actions (estimate, approve, send or
// resume). After a run: its summary.
import { Button } from '@fanout/ui';
import { figure } from '../i18n/figures.js';
import { useToolText } from '../useToolText.js';
import { RunSummary } from './RunSummary.js';
import { runLines } from './runLines.js';
import { ScrollableTable } from './ScrollableTable.js';
import { TransferErrorNotice } from './TransferErrorNotice.js';
import { useAmountText } from './useAmountText.js';
import type { BatchTransferState } from './useBatchTransfer.js';
import '../../../site/blocks/layout.css';

const GWEI_DECIMALS = 9;
const FEE_DIGITS = 8;

interface CostPanelProps {
  transfer: BatchTransferState;
}

export function CostPanel({ transfer }: CostPanelProps) {
  const t = useToolText();
  const amount = useAmountText();
  const { plan, token, decimals, symbol, quote, busy, canSend, active, remainingChunks, match } = transfer;
  const { sendableChunks, inFlight, resendable } = transfer;
  if (!plan?.ok || !token) return null;
  const native = transfer.chain.nativeCurrency.symbol;
  const nativeDecimals = transfer.chain.nativeCurrency.decimals;
  const exact = (value: bigint) => amount(value, decimals, { maxFractionDigits: decimals });
  const coin = (value: bigint) => figure(amount(value, nativeDecimals, { maxFractionDigits: FEE_DIGITS }), native);
  const started = active?.chunks.some((part) => part.status !== 'pending') ?? false;
  if (active && remainingChunks === 0 && (started || match?.allPaid)) {
    return active.status === 'finished' || active.chunks.every((part) => part.status === 'confirmed') ? (
      <RunSummary run={active} />
    ) : null;
  }
  const approval = quote?.approval ?? null;
  const mustApprove = token.erc20 && approval?.required === true;
  const partlyPaid = transfer.paid.size > 0 || inFlight.length > 0;
  const waiting = inFlight.filter((index) => !resendable.includes(index)).map((index) => index + 1);

  return (
    <div className="tool-cost">
      <h3>{t('costTitle')}</h3>
      {approval ? (
        <p data-testid="approval">
          {approval.required
            ? `${t('allowance')}: ${figure(exact(approval.amount), symbol)}. ${t('feeAfterApproval')}`
            : t('noApproval')}
        </p>
      ) : null}
      {approval?.required ? (
        <p data-testid="approval-estimate">
          {t('approvalEstimate', { gas: amount(approval.gas, 0), cost: coin(approval.networkCost) })}
        </p>
      ) : null}
      {quote && active ? (
        <>
          <ScrollableTable label={t('chunkTableLabel')}>
            <table className="tool-table" data-testid="chunk-estimates">
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
                  const lines = runLines(active, one.index);
                  return (
                    <tr key={one.index}>
                      <td>{one.index + 1}</td>
                      <td>{t('lineRange', lines)}</td>
                      <td>
                        {amount(one.gas, 0)}
                        {one.gasSource === 'formula' ? ` ${t('gasBeforeApproval')}` : ''}
                      </td>
                      <td>{coin(one.networkCost)}</td>
                      <td>{coin(one.fee)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollableTable>
          <dl className="tool-figures" data-testid="estimate" data-keep-clear="">
            <div>
              <dt>{t('transactions')}</dt>
              <dd>{t('transactionCount', { count: quote.chunks.length })}</dd>
            </div>
            <div>
              <dt>{t('gasPrice')}</dt>
              <dd data-testid="gas-price">
                {figure(amount(quote.fees.expectedGasPrice, GWEI_DECIMALS), 'gwei')}
                {quote.fees.type === 'eip1559'
                  ? ` (${t('maxFeePerGas')} ${figure(amount(quote.fees.maxFeePerGas, GWEI_DECIMALS), 'gwei')})`
                  : ''}
              </dd>
            </div>
            <div>
              <dt>{t('networkCost')}</dt>
              <dd data-testid="network-cost">{coin(quote.networkCost)}</dd>
            </div>
            <div>
              <dt>{t('serviceFee')}</dt>
              <dd data-testid="fee-total">{coin(quote.fee)}</dd>
            </div>
            <div>
              <dt>{t('totalCost')}</dt>
              <dd>
                {coin(
                  quote.fee +
                    quote.networkCost +
                    (approval?.required ? approval.networkCost : 0n) +
                    (token.erc20 ? 0n : quote.amount),
                )}
                {token.erc20 ? ` + ${figure(exact(quote.amount), symbol)}` : ''}
              </dd>
            </div>
          </dl>
        </>
      ) : null}
      {transfer.quoteProblem ? (
        <TransferErrorNotice error={transfer.quoteProblem} stage="quote" paidBefore={transfer.paid.size > 0} />
      ) : null}
      <div className="button-row">
        <Button
          variant="secondary"
          disabled={!canSend && !transfer.quoteProblem}
          onClick={() => void transfer.runQuote()}
        >
          {busy === 'quote' ? t('estimating') : t('estimate')}
        </Button>
        {mustApprove ? (
          <Button disabled={!canSend} onClick={() => void transfer.approveFirst()} data-testid="approve">
            {busy === 'approve' ? t('approvingShort') : t('approveButton', { amount: exact(approval.amount), symbol })}
          </Button>
        ) : (
          <Button disabled={!canSend} onClick={() => void transfer.send()} data-testid="send">
            {busy === 'send' ? t('sending') : partlyPaid ? t('resume', { count: sendableChunks }) : t('send')}
          </Button>
        )}
      </div>
      {waiting.length > 0 && busy === null ? (
        <p role="status" data-testid="in-flight">
          {t('waitingForChain', { count: waiting.length, chunks: waiting.join(', ') })}
        </p>
      ) : null}
      {resendable.length > 0 && busy === null ? (
        <div className="tool-warning" data-testid="resend-offer">
          <p>
            {t('unknownChecked', {
              count: resendable.length,
              chunks: resendable.map((index) => index + 1).join(', '),
            })}
          </p>
          <Button size="sm" onClick={() => void transfer.offerAgain()} data-testid="resend-unknown">
            {t('resendUnknown', {
              count: resendable.length,
              chunks: resendable.map((index) => index + 1).join(', '),
            })}
          </Button>
        </div>
      ) : null}
      {quote && !started && busy === null && !mustApprove ? <p className="tool-muted">{t('checkThenSend')}</p> : null}
      {!transfer.connected ? <p className="tool-muted">{t('connectFirst')}</p> : null}
    </div>
  );
}

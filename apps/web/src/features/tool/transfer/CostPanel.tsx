// Before the first signature: the exact approval and its gas, every unpaid chunk's lines, gas, network cost and
// operator fee, the gas price, and the totals (approval included); then the actions (estimate, approve, send or
// resume). After a run: its summary.
import { Button } from '@fanout/ui';
import { ChunkSimulationError } from '@fanout/wallet-core/bulk-send';
import { figure } from '../i18n/figures.js';
import { useToolText } from '../useToolText.js';
import { NftQuoteNotes } from './NftQuoteNotes.js';
import { RevokeOffer } from './RevokeOffer.js';
import { RunSummary } from './RunSummary.js';
import { runLines } from './runLines.js';
import { useRunProgress } from './runProgress.js';
import { ScrollableTable } from './ScrollableTable.js';
import { useSendGates } from './sendGates.js';
import { TransferErrorNotice } from './TransferErrorNotice.js';
import { approveFirst, offerAgain, quoteCurrent, sendCurrent } from './transferActions.js';
import { useTransferStore } from './transferStore.js';
import { useAmountText } from './useAmountText.js';
import '../../../site/blocks/layout.css';

const GWEI_DECIMALS = 9;
const FEE_DIGITS = 8;

export function CostPanel() {
  const t = useToolText();
  const amount = useAmountText();
  const { plan, nft, token, chain, connected } = useTransferStore((state) => state.inputs);
  const busy = useTransferStore((state) => state.busy);
  // Inside Safe{Wallet}: the approval goes with each chunk's proposal, and Send proposes.
  const safe = useTransferStore((state) => state.inputs.config?.sender.kind === 'safe-app');
  const match = useTransferStore((state) => state.match);
  const { active, paid, remaining: remainingChunks, sendable: sendableChunks, inFlight, resendable } = useRunProgress();
  const { quote, quoteProblem, canSend } = useSendGates();
  // A send the same check stopped already says it (SendProgress): the quote that follows does not say it twice.
  const stoppedByCheck = useTransferStore((state) => state.failure?.error instanceof ChunkSimulationError);
  if (!(plan?.ok || nft?.ok) || !token) return null;
  const problemShown = quoteProblem !== null && !stoppedByCheck;
  const { decimals, symbol } = token;
  const native = chain.nativeCurrency.symbol;
  const nativeDecimals = chain.nativeCurrency.decimals;
  const exact = (value: bigint) => amount(value, decimals, { maxFractionDigits: decimals });
  const coin = (value: bigint) => figure(amount(value, nativeDecimals, { maxFractionDigits: FEE_DIGITS }), native);
  const started = active?.chunks.some((part) => part.status !== 'pending') ?? false;
  if (active && remainingChunks === 0 && (started || match?.allPaid)) {
    return active.status === 'finished' || active.chunks.every((part) => part.status === 'confirmed') ? (
      <>
        <RunSummary run={active} />
        {active.standard ? <RevokeOffer run={active} /> : null}
      </>
    ) : null;
  }
  const approval = quote?.approval ?? null;
  const mustApprove = token.erc20 && approval?.required === true && !safe;
  const partlyPaid = paid.size > 0 || inFlight.length > 0;
  const waiting = inFlight.filter((index) => !resendable.includes(index)).map((index) => index + 1);

  return (
    <div className="tool-cost">
      <h3>{t('costTitle')}</h3>
      {quote && token.standard ? <NftQuoteNotes quote={quote} cost={coin} /> : null}
      {approval && !token.standard ? (
        <p data-testid="approval">
          {approval.required
            ? `${t('allowance')}: ${figure(exact(approval.amount), symbol)}. ${t('feeAfterApproval')}`
            : t('noApproval')}
        </p>
      ) : null}
      {approval?.required && !token.standard ? (
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
      {problemShown && quoteProblem ? (
        <TransferErrorNotice error={quoteProblem} stage="quote" paidBefore={paid.size > 0} />
      ) : null}
      <div className="button-row">
        <Button variant="secondary" disabled={!canSend && !quoteProblem} onClick={() => void quoteCurrent()}>
          {busy === 'quote' ? t('estimating') : t('estimate')}
        </Button>
        {mustApprove ? (
          <Button disabled={!canSend} onClick={() => void approveFirst()} data-testid="approve">
            {busy === 'approve'
              ? t('approvingShort')
              : token.standard
                ? t('approveForAllButton', { symbol })
                : t('approveButton', { amount: exact(approval.amount), symbol })}
          </Button>
        ) : (
          <Button disabled={!canSend} onClick={() => void sendCurrent()} data-testid="send">
            {busy === 'send'
              ? t(safe ? 'proposing' : 'sending')
              : safe
                ? t('propose')
                : partlyPaid
                  ? t('resume', { count: sendableChunks })
                  : t('send')}
          </Button>
        )}
      </div>
      {waiting.length > 0 && busy === null && !safe ? (
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
          <Button size="sm" onClick={() => void offerAgain()} data-testid="resend-unknown">
            {t('resendUnknown', {
              count: resendable.length,
              chunks: resendable.map((index) => index + 1).join(', '),
            })}
          </Button>
        </div>
      ) : null}
      {quote && !started && busy === null && !mustApprove ? <p className="tool-muted">{t('checkThenSend')}</p> : null}
      {!connected ? <p className="tool-muted">{t('connectFirst')}</p> : null}
    </div>
  );
}

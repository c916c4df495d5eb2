// Before the first signature: the exact approval and its gas, every unpaid chunk's lines, gas, network cost and
// operator fee, the gas price, and the totals (approval included); then the actions (estimate, approve, send or
// resume). After a run: its summary.
import { Button } from '@fanout/ui';
import { ChunkSimulationError } from '@fanout/wallet-core/bulk-send';
import { figure } from '../i18n/figures.js';
import { SafeExportSlot } from '../safe/SafeSlots.js';
import { ChunkEstimates } from './ChunkEstimates.js';
import { ConfirmationCount } from './ConfirmationCount.js';
import { NftQuoteNotes } from './NftQuoteNotes.js';
import { RevokeOffer } from './RevokeOffer.js';
import { RunSummary } from './RunSummary.js';
import { useRunProgress } from './runProgress.js';
import { useSendGates } from './sendGates.js';
import { TransferErrorNotice } from './TransferErrorNotice.js';
import { approveFirst, offerAgain, quoteCurrent, sendCurrent } from './transferActions.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';
import '../../../site/blocks/layout.css';

const GWEI_DECIMALS = 9;
const FEE_DIGITS = 8;

export function CostPanel() {
  const t = useTransferText();
  const amount = useAmountText();
  const { plan, nft, token, chain, connected } = useTransferStore((state) => state.inputs);
  const busy = useTransferStore((state) => state.busy);
  const fromSafe = useTransferStore((state) => state.payFrom === 'safe');
  // Inside Safe{Wallet}: the approval goes with each chunk's proposal, and Send proposes.
  const safeApp = useTransferStore((state) => state.inputs.config?.sender.kind === 'safe-app');
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
  const gwei = (value: bigint) => figure(amount(value, GWEI_DECIMALS), 'gwei');
  const started = active?.chunks.some((part) => part.status !== 'pending') ?? false;
  // The summary ("Paid … in … transactions") once the send has returned: never beside a Send that still says "Sending…".
  if (active && remainingChunks === 0 && (started || match?.allPaid) && busy !== 'send') {
    return active.status === 'finished' || active.chunks.every((part) => part.status === 'confirmed') ? (
      <>
        <RunSummary run={active} />
        {active.standard ? <RevokeOffer run={active} /> : null}
      </>
    ) : null;
  }
  const approval = quote?.approval ?? null;
  // A wallet that batches atomically (EIP-5792) takes the approval in the same bundle as the chunks, and a Safe App
  // proposal carries it with each chunk: one Send.
  const mustApprove = token.erc20 && approval?.required === true && !quote?.atomicBatching && !safeApp;
  const allowanceText = approval ? t('allowance', { amount: figure(exact(approval.amount), symbol) }) : '';
  const partlyPaid = paid.size > 0 || inFlight.length > 0;
  const waiting = inFlight.filter((index) => !resendable.includes(index)).map((index) => index + 1);

  return (
    <div className="tool-cost">
      <h3>{t('costTitle')}</h3>
      {quote && token.standard ? <NftQuoteNotes quote={quote} cost={coin} /> : null}
      {approval && !token.standard ? (
        <p data-testid="approval">
          {approval.required
            ? mustApprove
              ? t('allowanceThenApprove', { allowance: allowanceText, approveFirst: t('feeAfterApproval') })
              : allowanceText
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
          <ChunkEstimates quote={quote} run={active} cost={coin} />
          <dl className="tool-figures" data-testid="estimate" data-keep-clear="">
            <div>
              <dt>{t('transactions')}</dt>
              <dd>{t('transactionCount', { count: quote.chunks.length })}</dd>
            </div>
            <div>
              <dt>{t('gasPrice')}</dt>
              <dd data-testid="gas-price">
                {quote.fees.type === 'eip1559'
                  ? t('gasPriceWithMax', {
                      price: gwei(quote.fees.expectedGasPrice),
                      max: gwei(quote.fees.maxFeePerGas),
                    })
                  : gwei(quote.fees.expectedGasPrice)}
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
          {/* A Safe's owners confirm in Safe{Wallet}, not in this wallet. */}
          {fromSafe ? null : <ConfirmationCount quote={quote} />}
        </>
      ) : null}
      {problemShown && quoteProblem ? (
        <TransferErrorNotice error={quoteProblem} stage="quote" paidBefore={paid.size > 0} />
      ) : null}
      {fromSafe ? <SafeExportSlot /> : null}
      <div className="button-row" hidden={fromSafe}>
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
              ? t(safeApp ? 'proposing' : 'sending')
              : safeApp
                ? t('propose')
                : partlyPaid
                  ? t('resume', { count: sendableChunks })
                  : t('send')}
          </Button>
        )}
      </div>
      {waiting.length > 0 && busy === null && !safeApp && !fromSafe ? (
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
      {quote && !started && busy === null && !mustApprove && !fromSafe ? (
        // What to do next is never under the back-to-top button either (PageFrame keeps clear of data-keep-clear).
        <p className="tool-muted" data-keep-clear="" data-testid="check-then-send">
          {t('checkThenSend')}
        </p>
      ) : null}
      {!connected ? <p className="tool-muted">{t('connectFirst')}</p> : null}
    </div>
  );
}

// The run's progress: a bar of paid chunks, each chunk with the lines it carries and its state (paid with its link,
// waiting for the chain, to send), and the last failure in words.
import { BundleNote } from './BundleNote.js';
import { ProposeAgain } from './ProposeAgain.js';
import { runLines } from './runLines.js';
import { useRunProgress } from './runProgress.js';
import { TransferErrorNotice } from './TransferErrorNotice.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { walletMovedBack } from './walletMovedBack.js';

export function SendProgress() {
  const t = useTransferText();
  const { active, paid } = useRunProgress();
  // A refusal because the wallet moved is no longer shown once the wallet is back where the run needs it.
  const failure = useTransferStore((state) =>
    state.failure &&
    walletMovedBack(state.failure.error, {
      account: state.inputs.account,
      chainId: state.inputs.chain.id,
      onChain: state.inputs.onChain,
    })
      ? null
      : state.failure,
  );
  const busy = useTransferStore((state) => state.busy);
  const explorer = useTransferStore((state) => state.inputs.chain.explorerUrl ?? '');
  // A Safe paying through Transaction Builder files (not inside Safe{Wallet}): its chunks are in a file, not proposed.
  const filed = useTransferStore((state) => state.payFrom === 'safe');
  const started = active?.chunks.some((part) => part.status !== 'pending') || paid.size > 0;
  const paidChunks = active?.chunks.filter((part) => paid.has(part.index)) ?? [];
  return (
    <>
      {active && started ? (
        <div className="tool-progress" data-testid="run-progress">
          <progress
            value={paid.size}
            max={active.chunks.length}
            aria-label={t('progressLabel', { paid: paid.size, count: active.chunks.length })}
          />
          <ol className="tool-chunks" data-testid="run-chunks">
            {active.chunks.map((part) => {
              const lines = runLines(active, part.index);
              const hash = part.receipt?.hash ?? part.attempts.at(-1)?.hash;
              const status = paid.has(part.index)
                ? 'paid'
                : part.status === 'pending'
                  ? 'pending'
                  : part.attempts.at(-1)?.proposal
                    ? part.status === 'signing'
                      ? filed
                        ? 'filing'
                        : 'proposing'
                      : filed
                        ? 'filed'
                        : 'proposed'
                    : part.status === 'signing'
                      ? 'signing'
                      : 'waiting';
              return (
                <li key={part.index} data-status={status}>
                  {t(`chunk_${status}`, { index: part.index + 1, first: lines.first, last: lines.last })}
                  {hash ? (
                    <>
                      {' '}
                      <a href={`${explorer}/tx/${hash}`} target="_blank" rel="noreferrer">
                        {t('viewOnExplorer')}
                      </a>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <BundleNote run={active} paid={paid} />
          <ProposeAgain />
        </div>
      ) : null}
      {failure && busy === null ? (
        <TransferErrorNotice error={failure.error} stage={failure.stage} paidBefore={paid.size > 0} run={active} />
      ) : null}
      {paidChunks.some((part) => part.receipt) ? (
        <ul className="tool-successes" data-testid="send-success">
          {paidChunks
            .filter((part) => part.receipt)
            .map((part) => (
              <li key={part.index} role="status">
                {t('successNumbered', { index: part.index + 1 })} <code>{part.receipt?.hash}</code>{' '}
                <a href={`${explorer}/tx/${part.receipt?.hash}`} target="_blank" rel="noreferrer">
                  {t('viewOnExplorer')}
                </a>
              </li>
            ))}
        </ul>
      ) : null}
    </>
  );
}

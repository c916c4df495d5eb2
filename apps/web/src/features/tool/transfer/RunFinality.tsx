// The summary's word on finality (issue 27): how many transactions are final and how many only included (a
// reorganisation could still drop those), and any transaction the wallet sent on another chain than the run's.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { useChainName } from '../chains/useChainName.js';
import { useTransferText } from './transferText.js';

export function RunFinality({ run }: { run: BulkSendRun }) {
  const t = useTransferText();
  const chainName = useChainName();
  const paid = run.chunks.filter((part) => part.status === 'confirmed');
  const final = paid.filter((part) => part.finality === 'final').length;
  return (
    <>
      {paid.length > 0 ? (
        <>
          <p data-testid="summary-finality">{t('summaryFinality', { final, count: paid.length })}</p>
          <ul className="tool-successes" data-testid="summary-chunk-finality">
            {paid.map((part) => (
              <li key={part.index}>
                {t('chunkFinality', {
                  index: part.index + 1,
                  finality: t(part.finality === 'final' ? 'finalityFinal' : 'finalityIncluded'),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {run.chunks.map((part) =>
        part.minedElsewhere ? (
          <p key={part.index} className="tool-warning" role="alert" data-testid="summary-mined-elsewhere">
            {t('summaryMinedElsewhere', {
              index: part.index + 1,
              chain: chainName(part.minedElsewhere.chainId),
              hash: part.minedElsewhere.hash,
              runChain: chainName(run.chainId),
            })}
          </p>
        ) : null,
      )}
    </>
  );
}

// Instead of Send when a Safe pays (issue 30): the quoted run as Safe Transaction Builder file(s), one for the run (cut
// by gas into as few as the chain's blocks can hold, issue 36) or one per transaction, downloaded once the figures are on
// screen and nothing holds the run back (the same gates as Send); then how the owners import, sign and execute it (what
// holds: a v3 file pays only from this Safe on this chain), and a press that reads the chain again for the Safe's payment.
import { Button } from '@fanout/ui';
import type { BulkSendConfig, BulkSendRun } from '@fanout/wallet-core/bulk-send';
import {
  buildRunTransactionBuilderFiles,
  readSafeGasCap,
  type SafeRunBatch,
  safeRunCalls,
} from '@fanout/wallet-core/safe';
import { useEffect, useMemo, useState } from 'react';
import { downloadFile } from '../generator/downloadFile.js';
import { bulkSendVersionOf } from '../transfer/bulkSendOf.js';
import { useRunProgress } from '../transfer/runProgress.js';
import { useSendGates } from '../transfer/sendGates.js';
import { TransferErrorNotice } from '../transfer/TransferErrorNotice.js';
import { transferState, useTransferStore } from '../transfer/transferStore.js';
import { useTransferText } from '../transfer/transferText.js';
import { safeFileName } from './safeFileNames.js';
import { useSafeText } from './safeText.js';

type Split = 'run' | 'chunk';

export function SafeExport() {
  const t = useSafeText();
  const tool = useTransferText();
  const safe = useTransferStore((state) => state.safe);
  const busy = useTransferStore((state) => state.busy);
  const { active } = useRunProgress();
  const { quote, canSend } = useSendGates();
  const chainName = useTransferStore((state) => state.inputs.chain.name);
  // What the steps promise: v3 ids hold only for this Safe on this chain; v2 only the same Safe's repeat is refused.
  const chainVersion = useTransferStore((state) => bulkSendVersionOf(state.inputs.chain));
  const bound = (active ? active.bulkSendVersion : chainVersion) === 'v3';
  const [split, setSplit] = useState<Split>('run');
  const [done, setDone] = useState<{ run: string; files: string[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const maxGas = useSafeGasCap(useTransferStore((state) => state.inputs.config));
  // "One file" is as few files as the chain's blocks can hold: a run above the cap is cut by gas.
  const runFiles = useMemo(() => {
    if (!active || !quote || maxGas === undefined) return 1;
    try {
      return safeRunCalls({ run: active, quote, split: 'run', maxGas }).length;
    } catch {
      return 1;
    }
  }, [active, quote, maxGas]);
  // The batch's name and description as the Builder shows them, in the member's language.
  const describe = (batch: SafeRunBatch, run: BulkSendRun) => {
    const shown = run.lines.length.toLocaleString();
    const values = {
      recipients: tool('recipientsCounted', { count: run.lines.length, shown }),
      label: run.label ? ` “${run.label}”` : '',
      chunks: batch.chunks.map((index) => index + 1).join(tool('listSeparator')),
      count: run.chunks.length,
    };
    const batches = batch.chunks.map((index) => `${index + 1}: ${run.chunks[index]?.batchId}`).join('; ');
    return {
      name: t(batch.chunks.length === run.chunks.length ? 'safeFileTitle' : 'safeFileTitlePart', values),
      description:
        run.bulkSendVersion === 'v3'
          ? t('safeFileDescription', { batches, safe: run.sender, chainId: run.chainId })
          : t('safeFileDescriptionV2', { batches }),
    };
  };
  const download = () => {
    if (!active || !quote || maxGas === undefined) return;
    setError(null);
    try {
      const parts = buildRunTransactionBuilderFiles({ run: active, quote, split, describe, maxGas });
      const files = parts.map(({ chunks, file }) => {
        const name = safeFileName(active, chunks);
        downloadFile(name, 'application/json', JSON.stringify(file, null, 2));
        return name;
      });
      setDone({ run: active.id, files });
    } catch (caught) {
      setError(caught);
    }
  };
  // The Safe's calls cover the native coin and ERC-20 (safeRunCalls): an NFT run is not exported.
  if (active?.standard) {
    return (
      <p className="tool-warning" role="alert" data-testid="safe-nft">
        {t('safeNftUnsupported')}
      </p>
    );
  }
  const checkChain = () => transferState().update({ refresh: transferState().refresh + 1, quoteTried: null });
  return (
    <div data-testid="safe-export">
      <fieldset className="tool-kind">
        <legend>{t('safeSplit')}</legend>
        {(['run', 'chunk'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="safe-split"
              value={option}
              checked={split === option}
              onChange={() => setSplit(option)}
            />{' '}
            {option === 'chunk'
              ? t('safeSplitChunk')
              : runFiles > 1
                ? t('safeSplitRunParts', { files: runFiles })
                : t('safeSplitRun')}
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <Button
          disabled={!canSend || !quote || !safe || busy !== null || maxGas === undefined}
          onClick={download}
          data-testid="safe-download"
        >
          {t('safeDownload')}
        </Button>
        <Button variant="secondary" disabled={!safe || busy !== null} onClick={checkChain} data-testid="safe-check">
          {t('safeCheckChain')}
        </Button>
      </div>
      {safe ? (
        <p className="tool-muted" data-testid="safe-steps">
          {t(bound ? 'safeSteps' : 'safeStepsV2', {
            threshold: safe.threshold,
            count: safe.owners.length,
            chain: chainName,
          })}
        </p>
      ) : null}
      {done && done.run === active?.id ? (
        <p role="status" data-testid="safe-downloaded">
          {t('safeDownloaded', { files: done.files.join(', ') })} {t('safeFollow')}
        </p>
      ) : null}
      {error ? <TransferErrorNotice error={error} stage="quote" /> : null}
    </div>
  );
}

/**
 * The most gas one Safe transaction may take on the engine's chain (`readSafeGasCap`: a share of the block gas limit),
 * undefined while it is read; 0 when it cannot be read (then each transaction of the run is a file of its own).
 */
function useSafeGasCap(config: BulkSendConfig | null): bigint | undefined {
  const [cap, setCap] = useState<{ config: BulkSendConfig; maxGas: bigint } | null>(null);
  useEffect(() => {
    if (!config) return;
    let live = true;
    void readSafeGasCap(config).then(
      (maxGas) => live && setCap({ config, maxGas: maxGas ?? 0n }),
      () => live && setCap({ config, maxGas: 0n }),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return cap && cap.config === config ? cap.maxGas : undefined;
}

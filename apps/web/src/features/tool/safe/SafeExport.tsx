// Instead of Send when a Safe pays (issue 30): the quoted run as Safe Transaction Builder file(s), one for the run (cut
// by gas into as few as the chain's blocks can hold, issue 36) or one per transaction, downloaded once the figures are on
// screen and nothing holds the run back (the same gates as Send). The files are the engine's: its one loop over the
// Safe file sender (issue 36) reads the chain, the Safe's queue and the binding of the batch ids, stores each chunk's
// attempt before its file is handed over, and follows the chunks as proposed until the chain shows them paid (a reload
// finds them so; a lost file is made again with the same batch ids). Then how the owners import, sign and execute it
// (what holds: a v3 file pays only from this Safe on this chain), and a press that reads the chain again.
import { Button } from '@fanout/ui';
import type { BulkSendConfig, BulkSendRun, RunSender } from '@fanout/wallet-core/bulk-send';
import { readSafeGasCap, type SafeRunBatch, safeFileSender, safeRunCalls } from '@fanout/wallet-core/safe';
import { useEffect, useMemo, useState } from 'react';
import { downloadFile } from '../generator/downloadFile.js';
import { bulkSendVersionOf } from '../transfer/bulkSendOf.js';
import { proposeAgain } from '../transfer/ProposeAgain.js';
import { useRunProgress } from '../transfer/runProgress.js';
import { useSendGates } from '../transfer/sendGates.js';
import { sendCurrent } from '../transfer/transferActions.js';
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
  const { active, paid } = useRunProgress();
  const { quote, canSend } = useSendGates();
  const chainName = useTransferStore((state) => state.inputs.chain.name);
  const chainId = useTransferStore((state) => state.inputs.chain.id);
  // What the steps promise: v3 ids hold only for this Safe on this chain; v2 only the same Safe's repeat is refused.
  const chainVersion = useTransferStore((state) => bulkSendVersionOf(state.inputs.chain));
  const bound = (active ? active.bulkSendVersion : chainVersion) === 'v3';
  const [split, setSplit] = useState<Split>('run');
  const [done, setDone] = useState<{ run: string; files: string[] } | null>(null);
  const config = useTransferStore((state) => state.inputs.config);
  const maxGas = useSafeGasCap(config);
  // "One file" is as few files as the chain's blocks can hold: a run above the cap is cut by gas.
  const runFiles = useMemo(() => {
    if (!active || !quote || maxGas === undefined) return 1;
    try {
      // The engine's assets: an NFT run's calls are its collection's (setApprovalForAll, the NFT send), as in the files.
      return safeRunCalls({ run: active, quote, split: 'run', maxGas, ...(config ? { assets: config.assets } : {}) })
        .length;
    } catch {
      return 1;
    }
  }, [active, quote, maxGas, config]);
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
  /** The engine's sender for this press: each file it makes (its chunks' attempts stored first) is downloaded at once. */
  const filesTo = (run: BulkSendRun, files: string[]): RunSender | null =>
    safe && maxGas !== undefined
      ? safeFileSender({
          safe: safe.address,
          chainId,
          maxGas,
          ...(split === 'chunk' ? { maxChunks: 1 } : {}),
          describe,
          deliver: (file, batch) => {
            const name = safeFileName(run, batch.chunks);
            downloadFile(name, 'application/json', JSON.stringify(file, null, 2));
            files.push(name);
          },
        })
      : null;
  /** The unpaid chunks as files (`again`: the chunks already in a file and still unpaid, with the same batch ids). */
  const download = async (again: boolean) => {
    const files: string[] = [];
    const sender = active ? filesTo(active, files) : null;
    if (!active || !sender) return;
    await (again ? proposeAgain(sender) : sendCurrent(sender));
    if (files.length > 0) setDone({ run: active.id, files });
  };
  // In a file and not paid yet: the owners have not executed it (or the file is lost).
  const filed =
    active?.chunks.filter(
      (part) => !paid.has(part.index) && part.status === 'submitted' && part.attempts.at(-1)?.proposal,
    ) ?? [];
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
          onClick={() => void download(false)}
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
      {filed.length > 0 ? (
        <div className="tool-muted" data-testid="safe-again">
          <p>{t('safeAgainNote', { count: filed.length })}</p>
          <Button
            size="sm"
            variant="secondary"
            disabled={!safe || busy !== null || maxGas === undefined}
            onClick={() => void download(true)}
            data-testid="safe-download-again"
          >
            {t('safeDownloadAgain')}
          </Button>
        </div>
      ) : null}
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

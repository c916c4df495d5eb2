// The list's ENS names in the preview (issue 38): the progress while they are read on Ethereum, then each name line
// with the address it gives for the chain paid and the reverse check (the address's primary name), or why it cannot
// be paid; a read that failed can be asked again. Says so when the site has no ENS configured.
import type { EnsNameLine } from '@fanout/batch-core';
import { Button } from '@fanout/ui';
import type { EnsResolution } from '@fanout/wallet-core/ens';
import type { ReactNode } from 'react';
import { rawDetail } from '../transfer/rawDetail.js';
import { useTransferStore } from '../transfer/transferStore.js';
import { useEnsStore } from './ensStore.js';
import { useEnsText } from './ensText.js';
import { ensKeyOf, readEnsAgain, useEnsSetting } from './useEnsNames.js';

/** At most this many name lines are listed (the count says how many more). */
const SHOWN_NAMES = 50;

const ERROR_TEXT = {
  EnsNameInvalidError: 'errInvalid',
  EnsNoResolverError: 'errNoResolver',
  EnsNoChainAddressError: 'errNoChainAddress',
  EnsReadError: 'errRead',
} as const;

function NameLine({ entry, answer, chain }: { entry: EnsNameLine; answer: EnsResolution | undefined; chain: string }) {
  const t = useEnsText();
  const name = answer?.name ?? entry.name;
  let state: ReactNode;
  if (answer === undefined) state = <span className="tool-muted">{t('pending')}</span>;
  else if (!answer.ok) {
    state = (
      <span className="tool-error-text" data-testid="ens-error">
        {t(ERROR_TEXT[answer.error.name], { chain })}
      </span>
    );
  } else {
    const reverse =
      answer.reverseMatches === true
        ? t('reverseMatches', { name })
        : answer.reverseMatches === false
          ? t('reverseOther', { primary: answer.primaryName ?? '', name })
          : t('reverseNone');
    state = (
      <>
        {' → '}
        <code className="tool-address" data-testid="ens-address">
          {answer.address}
        </code>
        <span data-testid="ens-reverse" className={answer.reverseMatches === false ? 'tool-error-text' : 'tool-muted'}>
          {reverse}
        </span>
      </>
    );
  }
  return (
    <li data-testid="ens-line" data-line={entry.line} data-ok={answer?.ok ? 'true' : 'false'}>
      {t('line', { line: entry.line })}
      <strong data-testid="ens-name">{name}</strong>
      {state}
    </li>
  );
}

export function EnsNamesPreview() {
  const t = useEnsText();
  const chain = useTransferStore((state) => state.inputs.chain);
  const names = useTransferStore((state) => state.inputs.plan?.names ?? state.inputs.nft?.names ?? null);
  const setting = useEnsSetting();
  const key = ensKeyOf(chain.id, setting);
  const ens = useEnsStore();
  if (!names || names.length === 0) return null;
  const current = ens.key === key;
  const progress = current ? ens.progress : null;
  const failure = current ? ens.failure : null;
  const answers = current ? ens.answers : new Map<string, EnsResolution>();
  const failedNames = [...answers.values()].some((answer) => !answer.ok && answer.error.name === 'EnsReadError');
  const more = names.length - SHOWN_NAMES;
  return (
    <div className="tool-preview" data-testid="ens-names">
      <h3>{t('title')}</h3>
      {setting === null ? (
        <p className="tool-error-text" role="alert" data-testid="ens-not-configured">
          {t('notConfigured')}
        </p>
      ) : (
        <>
          <p className="tool-muted">{t('where', { chain: chain.name })}</p>
          {progress ? (
            <p role="status" data-testid="ens-progress">
              {t('reading', { done: progress.done, total: progress.total })}{' '}
              <progress value={progress.done} max={progress.total} />
            </p>
          ) : null}
          {failure ? (
            <p className="tool-error-text" role="alert" data-testid="ens-read-failed">
              {t('readFailed', { detail: rawDetail(failure) })}
            </p>
          ) : null}
          {failure || failedNames ? (
            <div className="button-row">
              <Button size="sm" variant="secondary" onClick={readEnsAgain} data-testid="ens-read-again">
                {t('readAgain')}
              </Button>
            </div>
          ) : null}
          <ul className="tool-look-alike" data-testid="ens-lines">
            {names.slice(0, SHOWN_NAMES).map((entry) => (
              <NameLine key={entry.line} entry={entry} answer={answers.get(entry.written)} chain={chain.name} />
            ))}
          </ul>
          {more > 0 ? <p>{t('more', { count: more })}</p> : null}
        </>
      )}
    </div>
  );
}

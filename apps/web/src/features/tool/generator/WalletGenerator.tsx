// Batch wallet creation (EVM or Aptos): everything happens in this browser; nothing is sent or stored. The wallets
// stay on the page until cleared, and they become recipients only once their keys are saved.
import { toCsv } from '@fanout/batch-core';
import { Button } from '@fanout/ui';
import { useId, useState } from 'react';
import { useTransferDraft } from '../transferDraft.js';
import { useToolText } from '../useToolText.js';
import { CopyButton } from './CopyButton.js';
import { downloadFile } from './downloadFile.js';
import { useGeneratedWallets } from './generatedWallets.js';
import { generateWallets, type WalletKind, warmGenerators } from './generateWallets.js';
import { parseWalletCount } from './parseWalletCount.js';
import '../../../site/blocks/layout.css';

const DEFAULT_COUNT = '10';

interface WalletGeneratorProps {
  onUseAsRecipients: () => void;
}

export function WalletGenerator({ onUseAsRecipients }: WalletGeneratorProps) {
  const t = useToolText();
  const id = useId();
  const [kind, setKind] = useState<WalletKind>(() => useGeneratedWallets.getState().batch?.kind ?? 'evm');
  const [countText, setCountText] = useState(DEFAULT_COUNT);
  const [fromMnemonic, setFromMnemonic] = useState(false);
  const batch = useGeneratedWallets((state) => state.batch);
  const setBatch = useGeneratedWallets((state) => state.setBatch);
  const keysSaved = useGeneratedWallets((state) => state.keysSaved);
  const setKeysSaved = useGeneratedWallets((state) => state.setKeysSaved);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [amountEach, setAmountEach] = useState('');
  const setRecipients = useTransferDraft((state) => state.setText);
  const count = parseWalletCount(countText);
  const copyText = batch ? batch.wallets.map((wallet) => `${wallet.address},${wallet.privateKey}`).join('\n') : '';

  const create = async () => {
    if (count === null) return;
    if (batch && !keysSaved && !window.confirm(t('clearWalletsConfirm'))) return;
    setBusy(true);
    setFailure(null);
    try {
      setBatch(await generateWallets(kind, count, fromMnemonic));
    } catch (error) {
      setBatch(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const fileName = `fanout-${kind}-wallets`;

  return (
    <section
      className="tool-panel"
      aria-labelledby={`${id}-title`}
      onPointerEnter={warmGenerators}
      onTouchStart={warmGenerators}
      onFocus={warmGenerators}
    >
      <h2 id={`${id}-title`}>{t('genTitle')}</h2>
      <p className="tool-warning" role="note">
        {t('keysWarning')}
      </p>
      <div className="tool-form-row">
        <fieldset className="tool-kind">
          <legend>{t('genType')}</legend>
          {(['evm', 'aptos'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => {
                  // Another type clears the previous list and its copy text (after asking, when keys are unsaved).
                  if (batch && !keysSaved && !window.confirm(t('clearWalletsConfirm'))) return;
                  setKind(option);
                  setBatch(null);
                }}
              />{' '}
              {option === 'evm' ? t('typeEvm') : t('typeAptos')}
            </label>
          ))}
        </fieldset>
        <div className="tool-field">
          <label htmlFor={`${id}-count`}>{t('count')}</label>
          <input
            id={`${id}-count`}
            inputMode="numeric"
            value={countText}
            aria-invalid={count === null}
            aria-describedby={`${id}-tip`}
            onChange={(event) => setCountText(event.target.value)}
          />
          <small id={`${id}-tip`} className={count === null ? 'tool-error-text' : 'tool-muted'}>
            {t('countTip')}
          </small>
        </div>
      </div>
      <p className="tool-muted">{kind === 'evm' ? t('evmChains') : t('aptosChains')}</p>
      <label className="tool-check">
        <input type="checkbox" checked={fromMnemonic} onChange={(event) => setFromMnemonic(event.target.checked)} />{' '}
        {t('mnemonicOption')}
      </label>
      <div className="button-row">
        <Button onClick={() => void create()} disabled={busy || count === null}>
          {busy ? t('creating') : t('create')}
        </Button>
      </div>
      {failure ? (
        <p className="tool-error-text" role="alert">
          {failure}
        </p>
      ) : null}
      {batch ? (
        <div className="tool-generated">
          <p role="status">
            {t('generated', {
              count: batch.wallets.length,
              type: batch.kind === 'evm' ? t('typeEvm') : t('typeAptos'),
            })}
          </p>
          {batch.mnemonic ? (
            <div className="tool-mnemonic">
              <strong>{t('mnemonicTitle')}</strong>
              <code data-testid="mnemonic">{batch.mnemonic}</code>
              <small>{t('mnemonicWarning')}</small>
            </div>
          ) : null}
          <div className="button-row">
            <CopyButton text={copyText} onCopied={() => setKeysSaved(true)}>
              {t('copyAll')}
            </CopyButton>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                downloadFile(
                  `${fileName}.csv`,
                  'text/csv',
                  toCsv(batch.wallets.map(({ address, privateKey }) => ({ address, privateKey }))),
                );
                setKeysSaved(true);
              }}
            >
              {t('downloadCsv')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                downloadFile(`${fileName}.json`, 'application/json', `${JSON.stringify(batch.wallets, null, 2)}\n`);
                setKeysSaved(true);
              }}
            >
              {t('downloadJson')}
            </Button>
            {batch.kind === 'evm' ? (
              <input
                className="tool-amount-each"
                aria-label={t('amountEach')}
                placeholder={t('amountEach')}
                inputMode="decimal"
                value={amountEach}
                onChange={(event) => setAmountEach(event.target.value)}
              />
            ) : null}
            {batch.kind === 'evm' ? (
              <Button
                size="sm"
                disabled={!keysSaved}
                aria-describedby={keysSaved ? undefined : `${id}-save-first`}
                onClick={() => {
                  setRecipients(batch.wallets.map((wallet) => `${wallet.address},${amountEach.trim()}`).join('\n'));
                  onUseAsRecipients();
                }}
              >
                {t('useAsRecipients')}
              </Button>
            ) : null}
          </div>
          <label className="tool-check">
            <input
              type="checkbox"
              checked={keysSaved}
              onChange={(event) => setKeysSaved(event.target.checked)}
              data-testid="keys-saved"
            />{' '}
            {t('keysSavedLabel')}
          </label>
          {keysSaved ? null : (
            <p id={`${id}-save-first`} className="tool-warning" data-testid="save-keys-first">
              {t('keysSaveFirst')}
            </p>
          )}
          <p className="tool-muted">{t('keysKept')}</p>
          <div className="button-row">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                if (keysSaved || window.confirm(t('clearWalletsConfirm'))) setBatch(null);
              }}
            >
              {t('clearWallets')}
            </Button>
          </div>
          <div className="tool-table-wrap">
            <table className="tool-table" data-testid="wallet-table">
              <thead>
                <tr>
                  <th scope="col">{t('colIndex')}</th>
                  <th scope="col">{t('colAddress')}</th>
                  <th scope="col">{t('colPrivateKey')}</th>
                </tr>
              </thead>
              <tbody>
                {batch.wallets.map((wallet, index) => (
                  <tr key={wallet.address}>
                    <td>{index + 1}</td>
                    <td>
                      <code>{wallet.address}</code>{' '}
                      <CopyButton text={wallet.address} label={t('copyAddressOf', { index: index + 1 })} />
                    </td>
                    <td>
                      <code>{wallet.privateKey}</code>{' '}
                      <CopyButton text={wallet.privateKey} label={t('copyKeyOf', { index: index + 1 })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <label className="tool-field">
            <span>{t('allWallets')}</span>
            <textarea readOnly rows={4} value={copyText} data-testid="copy-text" />
          </label>
        </div>
      ) : null}
    </section>
  );
}

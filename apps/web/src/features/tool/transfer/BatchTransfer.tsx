// Transfer in batches on Polygon: pay token, recipient list (text or CSV) with live preview, cost, approval,
// chunked sending with progress, explorer links and resume.
import { chunk, formatAmount, isAddress } from '@fanout/batch-core';
import { Button } from '@fanout/ui';
import { NULL_ADDRESS, readAllowance, refreshBalances } from '@fanout/wallet-core';
import type { Eip1193Provider } from 'ethers';
import { type DragEvent, useId, useMemo, useRef, useState } from 'react';
import { chainSettings } from '../../wallet/chainSettings.js';
import { useWallet } from '../../wallet/useWallet.js';
import { walletConfig } from '../../wallet/walletConfig.js';
import { useRecipientsDraft } from '../recipientsDraft.js';
import { type ToolTextKey, useToolText } from '../useToolText.js';
import type { BatchRun } from './BatchRun.js';
import { type BatchEstimate, estimateChunk } from './estimateBatch.js';
import { RecipientPreview } from './RecipientPreview.js';
import { resolveBulkSend } from './resolveBulkSend.js';
import type { SelectedToken } from './SelectedToken.js';
import type { SendStep } from './SendStep.js';
import { sendBatch } from './sendBatch.js';
import { toTransferError } from './toTransferError.js';
import { usePreview } from './usePreview.js';
import { useTokenLookup } from './useTokenLookup.js';

const CUSTOM = 'custom';

export function BatchTransfer() {
  const t = useToolText();
  const id = useId();
  const text = useRecipientsDraft((state) => state.text);
  const setText = useRecipientsDraft((state) => state.setText);
  const [choice, setChoice] = useState(chainSettings.payTokens[0]?.address ?? NULL_ADDRESS);
  const [customEntry, setCustomEntry] = useState('');
  const [merge, setMerge] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const [estimate, setEstimate] = useState<BatchEstimate | null>(null);
  /** After "Estimate cost": the exact approval the send starts with (null: none needed). */
  const [approvalNeeded, setApprovalNeeded] = useState<bigint | null | undefined>(undefined);
  const [busy, setBusy] = useState<'estimate' | 'send' | null>(null);
  const [step, setStep] = useState<SendStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [successes, setSuccesses] = useState<{ index: number; hash: string }[]>([]);
  const runRef = useRef<BatchRun | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const connected = useWallet((state) => state.connected);
  const account = useWallet((state) => (state.connected ? state.web3.address : null));
  const instance = useWallet((state) => state.web3.instance);
  const networkId = useWallet((state) => state.web3.networkId);
  const ethBalance = useWallet((state) => state.ethBalance);
  const erc20Balance = useWallet((state) => state.erc20Balance);
  const lookup = useTokenLookup(choice === CUSTOM ? customEntry : '', account, refresh);

  const token: SelectedToken | null = useMemo(() => {
    if (choice !== CUSTOM) {
      const listed = chainSettings.payTokens.find((entry) => entry.address === choice);
      return listed ? { ...listed, erc20: listed.address !== NULL_ADDRESS } : null;
    }
    if (lookup.state !== 'found' || !isAddress(customEntry.trim())) return null;
    return { address: customEntry.trim(), symbol: lookup.info.symbol, decimals: lookup.info.decimals, erc20: true };
  }, [choice, customEntry, lookup]);

  const decimals = token?.decimals ?? 18;
  const { plan, pending } = usePreview(text, decimals, merge);
  const chunks = useMemo(() => (plan?.ok ? chunk(plan) : []), [plan]);
  const balance = !connected
    ? null
    : !token
      ? null
      : !token.erc20
        ? ethBalance
        : choice === CUSTOM && lookup.state === 'found'
          ? lookup.info.balance
          : (erc20Balance[token.address.toLowerCase()] ?? null);
  const bulkSend = resolveBulkSend(walletConfig.chainId);
  const runKey = `${token?.address}|${bulkSend}|${account}|${text}|${merge}`;
  const run = runRef.current?.key === runKey ? runRef.current : null;
  const remainingChunks = run ? run.confirmed.filter((done) => !done).length : chunks.length;
  const onChain = networkId === walletConfig.chainId;
  const enoughBalance = balance === null || !plan || balance >= plan.total;
  const canSend =
    connected &&
    onChain &&
    enoughBalance &&
    !!token &&
    !!bulkSend &&
    !!plan?.ok &&
    !pending &&
    busy === null &&
    remainingChunks > 0;

  const describe = (error: unknown) => {
    const failure = toTransferError(error);
    if (failure.kind === 'rejected') return t('errRejected');
    if (failure.kind === 'funds') return t('errFunds');
    if (failure.kind === 'contract') {
      const key = `reason_${failure.reason}` as ToolTextKey;
      const reason = key in REASON_KEYS ? t(key, failure.values) : failure.reason;
      return t('errContract', { reason });
    }
    return t('errFailed', { message: failure.reason });
  };

  const runEstimate = async () => {
    if (!token || !bulkSend || !account || !instance || !plan || chunks.length === 0) return;
    setBusy('estimate');
    setFailure(null);
    setEstimate(null);
    try {
      let needed: bigint | null = null;
      if (token.erc20) {
        const allowance = await readAllowance(walletConfig, { token: token.address, spender: bulkSend });
        needed = allowance >= plan.total ? null : plan.total;
      }
      setApprovalNeeded(needed);
      // A token batch cannot be simulated before its approval: its fee is then estimated per chunk when sending.
      if (needed !== null) return;
      let gasEstimate = 0n;
      let fee = 0n;
      let gasPrice = 0n;
      let feePercent = 0;
      for (const part of chunks) {
        const one = await estimateChunk(instance as Eip1193Provider, account, bulkSend, token, part);
        gasEstimate += one.gasEstimate;
        fee += one.fee;
        gasPrice = one.gasPrice;
        feePercent = one.feePercent;
      }
      const totalNative = fee + (token.erc20 ? 0n : plan.total);
      setEstimate({ gasEstimate, gasPrice, feePercent, fee, totalNative });
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (!canSend || !token || !bulkSend || !account || !instance || !plan) return;
    const current: BatchRun = run ?? {
      key: runKey,
      hashes: chunks.map(() => null),
      confirmed: chunks.map(() => false),
    };
    runRef.current = current;
    setBusy('send');
    setFailure(null);
    if (!run) setSuccesses([]);
    try {
      await sendBatch({
        instance: instance as Eip1193Provider,
        account,
        bulkSend,
        token,
        chunks,
        run: current,
        onStep: (next) => {
          setStep(next);
          if (next.kind === 'confirmed') setSuccesses((list) => [...list, { index: next.index, hash: next.hash }]);
        },
      });
      setStep(null);
    } catch (error) {
      setStep(null);
      setFailure(describe(error));
    } finally {
      setBusy(null);
      setRefresh((n) => n + 1);
      void refreshBalances(walletConfig).catch(() => undefined);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    void readFile(file);
  };
  const explorer = walletConfig.chains.find((chain) => chain.id === walletConfig.chainId)?.explorerUrl ?? '';
  const symbol = token?.symbol ?? '';

  return (
    <section className="tool-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('transferTitle')}</h2>
      <div className="tool-field">
        <label htmlFor={`${id}-token`}>{t('payToken')}</label>
        <select
          id={`${id}-token`}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setEstimate(null);
            setApprovalNeeded(undefined);
          }}
        >
          {chainSettings.payTokens.map((entry) => (
            <option key={entry.address} value={entry.address}>
              {entry.symbol}
            </option>
          ))}
          <option value={CUSTOM}>{t('customToken')}</option>
        </select>
      </div>
      {choice === CUSTOM ? (
        <div className="tool-field">
          <label htmlFor={`${id}-custom`}>{t('tokenAddress')}</label>
          <input
            id={`${id}-custom`}
            value={customEntry}
            spellCheck={false}
            placeholder="0x…"
            onChange={(event) => setCustomEntry(event.target.value)}
          />
          <small className="tool-muted">{t('tokenAddressHint')}</small>
          {lookup.state === 'loading' ? <p role="status">{t('tokenLooking')}</p> : null}
          {lookup.state === 'missing' ? <p className="tool-error-text">{t('tokenNotFound')}</p> : null}
          {lookup.state === 'found' ? (
            <p data-testid="token-info">
              {t('tokenInfo', {
                symbol: lookup.info.symbol,
                decimals: lookup.info.decimals,
                balance: formatAmount(lookup.info.balance, lookup.info.decimals),
              })}
            </p>
          ) : null}
          {!connected ? <p className="tool-muted">{t('connectFirst')}</p> : null}
        </div>
      ) : null}
      <div className="tool-field">
        <label htmlFor={`${id}-recipients`}>{t('recipients')}</label>
        <textarea
          id={`${id}-recipients`}
          data-testid="recipients"
          rows={10}
          spellCheck={false}
          value={text}
          placeholder={'0x…,1.5\n0x…,2'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
        />
        <small id={`${id}-hint`} className="tool-muted">
          {t('recipientsHint')} {t('dropHint')}
        </small>
        <div className="button-row">
          <Button size="sm" variant="secondary" onClick={() => fileRef.current?.click()}>
            {t('pickFile')}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            hidden
            data-testid="recipients-file"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
          <Button size="sm" variant="secondary" onClick={() => setText('')}>
            {t('clear')}
          </Button>
        </div>
      </div>
      {pending ? <p role="status">{t('checking', { count: text.split('\n').length })}</p> : null}
      {plan ? (
        <RecipientPreview plan={plan} symbol={symbol} balance={balance} merge={merge} onMergeChange={setMerge} />
      ) : null}
      {plan?.ok && token ? (
        <div className="tool-cost">
          <h3>{t('costTitle')}</h3>
          {token.erc20 && approvalNeeded !== undefined ? (
            <p data-testid="approval">
              {approvalNeeded === null
                ? t('noApproval')
                : `${t('allowance')}: ${formatAmount(approvalNeeded, decimals, { maxFractionDigits: decimals })} ${symbol}. ${t('feeAfterApproval')}`}
            </p>
          ) : null}
          {estimate ? (
            <dl className="tool-figures" data-testid="estimate">
              <div>
                <dt>{t('gasEstimate')}</dt>
                <dd>{estimate.gasEstimate.toString()}</dd>
              </div>
              <div>
                <dt>{t('gasPrice')}</dt>
                <dd>{formatAmount(estimate.gasPrice, 9)} gwei</dd>
              </div>
              <div>
                <dt>{t('serviceFee')}</dt>
                <dd>
                  {formatAmount(estimate.fee, 18, { maxFractionDigits: 8 })} {chainSettings.payTokens[0]?.symbol}
                </dd>
              </div>
              <div>
                <dt>{t('totalCost')}</dt>
                <dd>
                  {formatAmount(estimate.totalNative, 18, { maxFractionDigits: 8 })}{' '}
                  {chainSettings.payTokens[0]?.symbol}
                  {token.erc20
                    ? ` + ${formatAmount(plan.total, decimals, { maxFractionDigits: decimals })} ${symbol}`
                    : ''}
                </dd>
              </div>
            </dl>
          ) : null}
          <div className="button-row">
            <Button variant="secondary" disabled={!canSend} onClick={() => void runEstimate()}>
              {busy === 'estimate' ? t('estimating') : t('estimate')}
            </Button>
            <Button disabled={!canSend} onClick={() => void send()} data-testid="send">
              {busy === 'send'
                ? t('sending')
                : run && remainingChunks > 0 && remainingChunks < chunks.length
                  ? t('resume', { count: remainingChunks })
                  : t('send')}
            </Button>
          </div>
          {!connected ? <p className="tool-muted">{t('connectFirst')}</p> : null}
          {connected && !bulkSend ? <p className="tool-error-text">{t('errNoBulkSend')}</p> : null}
        </div>
      ) : null}
      {step ? (
        <p role="status" data-testid="send-step">
          {step.kind === 'approveZero'
            ? t('approvingZero')
            : step.kind === 'approve'
              ? t('approving', { amount: formatAmount(step.amount, decimals, { maxFractionDigits: decimals }), symbol })
              : step.kind === 'chunk'
                ? t('chunkProgress', { index: step.index, count: step.count })
                : t('chunkConfirmed', { index: step.index, count: step.count })}
        </p>
      ) : null}
      {failure ? (
        <p className="tool-error-text" role="alert" data-testid="send-error">
          {failure}
        </p>
      ) : null}
      {successes.length > 0 ? (
        <ul className="tool-successes" data-testid="send-success">
          {successes.map((success) => (
            <li key={success.hash} role="status">
              {t('success')}
              <code>{success.hash}</code>{' '}
              <a href={`${explorer}/tx/${success.hash}`} target="_blank" rel="noreferrer">
                {t('viewOnExplorer')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Contract errors that have their own text. */
const REASON_KEYS: Record<string, true> = {
  reason_FeeTooLow: true,
  reason_InsufficientValue: true,
  reason_TokenTransferFailed: true,
  reason_TokenPullFailed: true,
  reason_FeeOnTransferToken: true,
  reason_NativeTransferFailed: true,
  reason_RecipientCountOutOfRange: true,
  reason_TokenHasNoCode: true,
  reason_ZeroAddressRecipient: true,
};

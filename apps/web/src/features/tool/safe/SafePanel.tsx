// The Safe that pays the run (issue 30): its address, checked on the run's chain (code, `getOwners()`,
// `getThreshold()`: "2 of 3 owners" or why it is not a Safe), written to the store as the run's sender. While it is
// chosen this keeps its balance of the pay token read, and settles the chunks the chain says it paid into the run
// (their transactions found by BulkSend's events), so a paid run shows its summary and receipts on any device.
import { Button } from '@fanout/ui';
import { reconcileRun } from '@fanout/wallet-core/bulk-send';
import { resolveSafeRecipients } from '@fanout/wallet-core/safe';
import { useEffect, useState } from 'react';
import { useRunProgress } from '../transfer/runProgress.js';
import { derive } from '../transfer/sendGates.js';
import { type SafeSender, type TransferState, transferState, useTransferStore } from '../transfer/transferStore.js';
import { isOwner, readSafe, readSafeBalance, SafeCheckError } from './readSafe.js';
import { useSafeText } from './safeText.js';

const update: TransferState['update'] = (patch) => transferState().update(patch);

/** The Safe's payments with recipients read from its calldata (calls to any of the BulkSends the history read). */
const resolverOf =
  (safe: string): SafeSender['resolve'] =>
  (config, payments, bulkSend) =>
    resolveSafeRecipients(config, { payments, safe, bulkSend });

type Check = { entry: string; error: unknown } | null;

export function SafePanel({ id }: { id: string }) {
  const t = useSafeText();
  const safe = useTransferStore((state) => state.safe);
  const config = useTransferStore((state) => state.inputs.config);
  const chainName = useTransferStore((state) => state.inputs.chain.name);
  const account = useTransferStore((state) => state.inputs.account);
  const [entry, setEntry] = useState(safe?.address ?? '');
  const [check, setCheck] = useState<Check>(null);
  const [attempt, setAttempt] = useState(0);
  const text = entry.trim();
  // A partly typed address is not judged yet.
  const typing = /^(0x?)?[0-9a-f]{0,39}$/i.test(text);

  useEffect(() => {
    // `attempt`: the member asked to read it again after a failed read.
    if (!config || typing || attempt < 0 || transferState().safe?.address.toLowerCase() === text.toLowerCase()) return;
    let live = true;
    update({ safe: null });
    setCheck({ entry: text, error: null });
    void readSafe(config.reader, text, chainName).then(
      (facts) => {
        if (!live) return;
        setCheck(null);
        update({ safe: { ...facts, balance: null, resolve: resolverOf(facts.address) } });
      },
      (error: unknown) => live && setCheck({ entry: text, error }),
    );
    return () => {
      live = false;
    };
  }, [config, text, typing, chainName, attempt]);

  useSafeBalance();
  useSettlePaid();

  const error = check?.entry === text ? check.error : null;
  return (
    <div className="tool-field" data-testid="safe-panel">
      <label htmlFor={`${id}-safe`}>{t('safeAddress')}</label>
      <input
        id={`${id}-safe`}
        value={entry}
        spellCheck={false}
        placeholder="0x…"
        onChange={(event) => setEntry(event.target.value)}
        data-testid="safe-address"
      />
      <small className="tool-muted">{t('safeAddressHint')}</small>
      {check && !error ? <p role="status">{t('checking')}</p> : null}
      {error ? (
        <p className="tool-warning" role="alert" data-testid="safe-error">
          {error instanceof SafeCheckError ? t(error.messageKey, error.messageParams) : String(error)}{' '}
          {error instanceof SafeCheckError && error.messageKey === 'safeErrRead' ? (
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('safeRetry')}
            </Button>
          ) : null}
        </p>
      ) : null}
      {safe ? (
        <>
          <p role="status" data-testid="safe-owners">
            {t('safeFound', { address: safe.address, threshold: safe.threshold, count: safe.owners.length })}
          </p>
          {account ? (
            <p className="tool-muted" data-testid="safe-owner-note">
              {isOwner(safe, account) ? t('safeOwnerYou') : t('safeNotOwner', { account })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Keeps the Safe's balance of the current pay token in the store (read again after every refresh). */
function useSafeBalance(): void {
  const address = useTransferStore((state) => state.safe?.address ?? null);
  const config = useTransferStore((state) => state.inputs.config);
  const token = useTransferStore((state) => state.inputs.token);
  const refresh = useTransferStore((state) => state.refresh);
  const tokenAddress = token && !token.standard ? (token.erc20 ? token.address : null) : undefined;
  useEffect(() => {
    if (!address || !config || tokenAddress === undefined || refresh < 0) return;
    let live = true;
    void readSafeBalance(config.reader, address, tokenAddress)
      .then((balance) => {
        const current = transferState().safe;
        if (live && current?.address === address) update({ safe: { ...current, balance } });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [address, config, tokenAddress, refresh]);
}

/**
 * A run the chain says the Safe paid in full, not yet settled here (another device, or the owners just executed the
 * file): reconciled once, so its chunks show as paid with their transactions, summary and receipts. A run paid in part
 * is settled by the quote (only its unpaid chunks are offered).
 */
function useSettlePaid(): void {
  const config = useTransferStore((state) => state.inputs.config);
  const busy = useTransferStore((state) => state.busy);
  const { active, paid } = useRunProgress();
  const unsettled =
    !!active &&
    paid.size === active.chunks.length &&
    active.chunks.some((part) => part.status !== 'confirmed' && paid.has(part.index));
  const key = unsettled && active && busy === null ? active.id : null;
  useEffect(() => {
    const run = derive(transferState()).progress.active;
    if (!key || !config || !run || run.id !== key) return;
    let live = true;
    void reconcileRun(config, { run })
      .then((next) => live && update({ run: next }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, config]);
}

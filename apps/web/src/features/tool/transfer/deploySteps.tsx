// What the BulkSend deploy and the proxy install share: an estimate run into a component's state, a transaction under
// way with its link, and a failure's reason in words.
import { userTextOf, WalletCoreError } from '@fanout/wallet-core';
import { walletCoreText } from '../../wallet/index.js';
import { DeployError } from '../chains/DeployError.js';
import { useTransferText } from './transferText.js';

/**
 * Runs an estimate into a component's state: ready, a named problem (a string), or failed. The returned cleanup drops
 * an answer that comes after the component moved on (another account or chain, or unmounted).
 */
export function estimateInto<E extends object, P extends string>(
  estimate: Promise<E | P>,
  setState: (
    state:
      | { step: 'ready'; estimate: E }
      | { step: 'problem'; problem: P }
      | { step: 'failed'; estimate: null; error: unknown },
  ) => void,
): () => void {
  let live = true;
  estimate
    .then((result) => {
      if (!live) return;
      setState(typeof result === 'string' ? { step: 'problem', problem: result } : { step: 'ready', estimate: result });
    })
    .catch((error: unknown) => {
      if (live) setState({ step: 'failed', estimate: null, error });
    });
  return () => {
    live = false;
  };
}

/** A transaction under way: what happens, and the explorer link once its hash is known. */
export function PendingTransaction({ text, hash, explorer }: { text: string; hash: string | null; explorer: string }) {
  const t = useTransferText();
  return (
    <p role="status">
      {text}{' '}
      {hash && explorer ? (
        <a href={`${explorer}/tx/${hash}`} target="_blank" rel="noreferrer">
          {t('deployTransaction')}
        </a>
      ) : null}
    </p>
  );
}

/**
 * The reason of a failed deploy in the page's language: a refusal, a reverted or unmined transaction (wallet-core's
 * key and values), a deploy that left no code (the Tool's key); only the wallet's or node's own words pass through.
 */
export function messageOf(
  error: unknown,
  t: ReturnType<typeof useTransferText>,
  rejected: 'deployRejected' | 'proxyRejected' = 'deployRejected',
): string {
  const value = error as { code?: number; message?: string } | null;
  if (value?.code === 4001) return t(rejected);
  if (error instanceof WalletCoreError) return walletCoreText(userTextOf(error));
  if (error instanceof DeployError) return t(error.messageKey, error.messageParams);
  return value?.message ?? String(error);
}

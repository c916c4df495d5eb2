// A failed quote or send in words (en/chs) with what to do; the library's raw text only behind "details". The words
// come from the error's catalogue key and parameters (describeRunError): wallet-core's texts through the `walletCore`
// namespace, framed by the Tool's.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { walletCoreText } from '../../wallet/index.js';
import { useChainName } from '../chains/useChainName.js';
import { shortAccount } from './ChainNotices.js';
import { describeRunError, type RunErrorStage } from './describeRunError.js';
import { en } from './i18n/en.js';
import { safePays, useTransferStore } from './transferStore.js';
import { type TransferTextKey, useTransferText } from './transferText.js';

interface TransferErrorNoticeProps {
  error: unknown;
  stage: RunErrorStage;
  /** Some transactions of the run are paid already: a failed check says the run stopped there, not "nothing sent". */
  paidBefore?: boolean;
  /** The run the error stopped (a chunk it shows replaced in the wallet is named). */
  run?: BulkSendRun | null;
}

export function TransferErrorNotice({ error, stage, paidBefore = false, run = null }: TransferErrorNoticeProps) {
  const t = useTransferText();
  const chainName = useChainName();
  // A Safe pays the run: the contract's reasons that name the sender say "this Safe", not "this account".
  const context = useTransferStore((state) => (safePays(state) ? 'safe' : undefined));
  const text = describeRunError(error, stage, run);
  // Chains and accounts by name: "Your wallet moved to Ethereum; switch back to Polygon".
  for (const key of ['runChain', 'walletChain', 'readerChain'] as const) {
    const id = text.values[key];
    if (id !== undefined) text.values[key] = chainName(id);
  }
  for (const key of ['runAccount', 'walletAccount'] as const) {
    const address = text.values[key];
    if (typeof address === 'string' && address.startsWith('0x')) text.values[key] = shortAccount(address);
  }
  const reasonKey = `reason_${text.values.name}` as TransferTextKey;
  // A check before signing: "Nothing was sent" before the first transaction, "transaction N and the ones after it
  // were not sent" once earlier ones are paid.
  const stopped = paidBefore ? t('simStopped', { chunk: text.values.chunk ?? '' }) : t('simNothingSent');
  const sentence =
    text.key === 'errContractNamed' && reasonKey in en
      ? t('errContract', { reason: t(reasonKey, { ...text.values, context }) })
      : t(text.key, {
          ...text.values,
          stopped,
          reason: text.reason ? walletCoreText({ key: text.reason.key, params: text.reason.params }) : '',
          advice: text.advice ? t(text.advice) : '',
        });
  return (
    <div className="tool-error-notice" data-testid="send-failure">
      <p className="tool-error-text" role="alert" data-testid="send-error">
        {sentence}
      </p>
      <details className="tool-error-details">
        <summary>{t('errDetails')}</summary>
        <pre data-testid="send-error-detail">{text.detail}</pre>
      </details>
    </div>
  );
}

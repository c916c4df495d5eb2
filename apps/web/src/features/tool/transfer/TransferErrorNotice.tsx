// A failed quote or send in words (en/chs) with what to do; the library's raw text only behind "details".
import { en } from '../i18n/en.js';
import { type ToolTextKey, useToolText } from '../useToolText.js';
import { describeRunError, type RunErrorStage } from './describeRunError.js';

interface TransferErrorNoticeProps {
  error: unknown;
  stage: RunErrorStage;
}

export function TransferErrorNotice({ error, stage }: TransferErrorNoticeProps) {
  const t = useToolText();
  const text = describeRunError(error, stage);
  const reasonKey = `reason_${text.values.name}` as ToolTextKey;
  const sentence =
    text.key === 'errContractNamed' && reasonKey in en
      ? t('errContract', { reason: t(reasonKey, text.values) })
      : t(text.key, text.values);
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

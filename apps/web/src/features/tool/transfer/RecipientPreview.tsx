// The preview of a parsed list: count, total, transactions, balance check, per-line errors and warnings.
import { formatAmount, MAX_RECIPIENTS, type RecipientIssue, type RecipientPlan } from '@fanout/batch-core';
import { useToolText } from '../useToolText.js';
import { issueTextKey } from './issueTextKey.js';

const SHOWN_ISSUES = 50;

interface RecipientPreviewProps {
  plan: RecipientPlan;
  symbol: string;
  balance: bigint | null;
  merge: boolean;
  onMergeChange: (merge: boolean) => void;
}

function IssueList({ issues, title, tone }: { issues: RecipientIssue[]; title: string; tone: 'error' | 'warning' }) {
  const t = useToolText();
  if (issues.length === 0) return null;
  return (
    <div className={`tool-issues tool-issues-${tone}`} data-testid={`preview-${tone}s`}>
      <strong>{title}</strong>
      <ul>
        {issues.slice(0, SHOWN_ISSUES).map((issue) => (
          <li key={`${issue.code}-${issue.line}-${issue.column ?? 0}`}>
            {t('lineIssue', { line: issue.line })}:{' '}
            {t(issueTextKey(issue.code), { value: issue.value ?? '', other: issue.otherLine ?? '' })}
          </li>
        ))}
      </ul>
      {issues.length > SHOWN_ISSUES ? <p>{t('moreIssues', { count: issues.length - SHOWN_ISSUES })}</p> : null}
    </div>
  );
}

export function RecipientPreview({ plan, symbol, balance, merge, onMergeChange }: RecipientPreviewProps) {
  const t = useToolText();
  const transactions = Math.ceil(plan.rows.length / MAX_RECIPIENTS);
  const hasDuplicates = merge || plan.errors.some((issue) => issue.code === 'DUPLICATE_ADDRESS');
  return (
    <div className="tool-preview" data-testid="preview">
      <h3>{t('previewTitle')}</h3>
      <dl className="tool-figures">
        <div>
          <dt>{t('recipientCount')}</dt>
          <dd data-testid="preview-count">{plan.recipientCount}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd data-testid="preview-total">
            {formatAmount(plan.total, plan.decimals, { maxFractionDigits: plan.decimals })} {symbol}
          </dd>
        </div>
        <div>
          <dt>{t('transactions')}</dt>
          <dd data-testid="preview-transactions">{t('transactionCount', { count: transactions })}</dd>
        </div>
        {balance !== null ? (
          <div>
            <dt>{t('yourBalance')}</dt>
            <dd>
              {formatAmount(balance, plan.decimals)} {symbol}
            </dd>
          </div>
        ) : null}
      </dl>
      {transactions > 1 ? <p className="tool-muted">{t('chunkNote')}</p> : null}
      {balance !== null && balance < plan.total ? (
        <p className="tool-error-text" role="alert">
          {t('insufficientBalance', { balance: formatAmount(balance, plan.decimals), symbol })}
        </p>
      ) : null}
      {hasDuplicates ? (
        <label className="tool-check">
          <input type="checkbox" checked={merge} onChange={(event) => onMergeChange(event.target.checked)} />{' '}
          {t('mergeDuplicates')}
        </label>
      ) : null}
      <IssueList issues={plan.errors} tone="error" title={t('errorsTitle', { count: plan.errors.length })} />
      <IssueList issues={plan.warnings} tone="warning" title={t('warningsTitle')} />
    </div>
  );
}

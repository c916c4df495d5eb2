// The preview of a parsed list: count, total, transactions, balance check, per-line errors and warnings (a click
// on one puts the cursor on its line), the columns read from a header, and "remove invalid lines".
import {
  type HeaderColumns,
  MAX_RECIPIENTS,
  type NftListIssue,
  type RecipientIssue,
  type RecipientPlan,
} from '@fanout/batch-core';
import { Button } from '@fanout/ui';
import { figure } from '../i18n/figures.js';
import { issueTextKey } from './issueTextKey.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';
import '../../../site/blocks/layout.css';

const SHOWN_ISSUES = 50;

interface RecipientPreviewProps {
  plan: RecipientPlan;
  columns: HeaderColumns | null;
  symbol: string;
  balance: bigint | null;
  /** Whose balance it is: the wallet's, or the Safe's that pays the run (issue 30). */
  fromSafe?: boolean;
  merge: boolean;
  onMergeChange: (merge: boolean) => void;
  onPickLine: (line: number) => void;
  onRemoveInvalid: (() => void) | null;
}

interface IssueListProps {
  issues: readonly (RecipientIssue | NftListIssue)[];
  title: string;
  tone: 'error' | 'warning';
  onPickLine: (line: number) => void;
}

export function IssueList({ issues, title, tone, onPickLine }: IssueListProps) {
  const t = useTransferText();
  if (issues.length === 0) return null;
  return (
    <div className={`tool-issues tool-issues-${tone}`} data-testid={`preview-${tone}s`}>
      <strong>{title}</strong>
      <ul>
        {issues.slice(0, SHOWN_ISSUES).map((issue) => (
          <li key={`${issue.code}-${issue.line}-${issue.column ?? 0}`}>
            <button type="button" className="tool-issue-link" onClick={() => onPickLine(issue.line)}>
              {t('lineIssue', { line: issue.line })}
              {t('lineIssueColon')}
              {t(issueTextKey(issue.code), {
                ...('params' in issue ? issue.params : {}),
                value: issue.value ?? '',
                other: issue.otherLine ?? '',
              })}
            </button>
          </li>
        ))}
      </ul>
      {issues.length > SHOWN_ISSUES ? <p>{t('moreIssues', { count: issues.length - SHOWN_ISSUES })}</p> : null}
    </div>
  );
}

export function RecipientPreview(props: RecipientPreviewProps) {
  const { plan, columns, symbol, balance, fromSafe = false, merge, onMergeChange, onPickLine, onRemoveInvalid } = props;
  const t = useTransferText();
  const amount = useAmountText();
  const transactions = Math.ceil(plan.rows.length / MAX_RECIPIENTS);
  const hasDuplicates = merge || plan.errors.some((issue) => issue.code === 'DUPLICATE_ADDRESS');
  return (
    <div className="tool-preview" data-testid="preview">
      <h3>{t('previewTitle')}</h3>
      {columns ? (
        <p className="tool-muted" data-testid="preview-columns">
          {t('columnsRead', {
            address: columns.header[columns.address] ?? '',
            amount: columns.header[columns.amount] ?? '',
          })}
        </p>
      ) : null}
      <dl className="tool-figures" data-keep-clear="">
        <div>
          <dt>{t('recipientCount')}</dt>
          <dd data-testid="preview-count">{amount(BigInt(plan.recipientCount), 0)}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd data-testid="preview-total">
            {figure(amount(plan.total, plan.decimals, { maxFractionDigits: plan.decimals }), symbol)}
          </dd>
        </div>
        <div>
          <dt>{t('transactions')}</dt>
          <dd data-testid="preview-transactions">{t('transactionCount', { count: transactions })}</dd>
        </div>
        {balance !== null ? (
          <div>
            <dt>{t(fromSafe ? 'safeBalance' : 'yourBalance')}</dt>
            <dd>{figure(amount(balance, plan.decimals), symbol)}</dd>
          </div>
        ) : null}
      </dl>
      {transactions > 1 ? <p className="tool-muted">{t('chunkNote')}</p> : null}
      {balance !== null && balance < plan.total ? (
        <p className="tool-error-text" role="alert">
          {t(fromSafe ? 'safeInsufficientBalance' : 'insufficientBalance', {
            balance: amount(balance, plan.decimals),
            symbol,
          })}
        </p>
      ) : null}
      {hasDuplicates ? (
        <label className="tool-check">
          <input type="checkbox" checked={merge} onChange={(event) => onMergeChange(event.target.checked)} />{' '}
          {t('mergeDuplicates')}
        </label>
      ) : null}
      <IssueList
        issues={plan.errors}
        tone="error"
        title={t('errorsTitle', { count: plan.errors.length })}
        onPickLine={onPickLine}
      />
      {onRemoveInvalid ? (
        <div className="button-row">
          <Button size="sm" variant="secondary" onClick={onRemoveInvalid} data-testid="remove-invalid">
            {t('removeInvalid')}
          </Button>
        </div>
      ) : null}
      <IssueList issues={plan.warnings} tone="warning" title={t('warningsTitle')} onPickLine={onPickLine} />
    </div>
  );
}

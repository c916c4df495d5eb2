// The preview of an NFT collection's list (parseNftList for the picked token's standard): the format, recipients,
// tokens to send and transactions, then the line-numbered errors and warnings (a click selects the line).
import { MAX_RECIPIENTS, type NftPlan } from '@fanout/batch-core';
import { IssueList } from './RecipientPreview.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

const FORMATS = { erc721: 'address,tokenId', erc1155: 'address,tokenId,amount' } as const;

interface NftPreviewProps {
  plan: NftPlan;
  standard: 'erc721' | 'erc1155';
  symbol: string;
  onPickLine: (line: number) => void;
}

export function NftPreview({ plan, standard, symbol, onPickLine }: NftPreviewProps) {
  const t = useTransferText();
  const amount = useAmountText();
  const tokens = plan.rows.reduce((sum, row) => sum + row.amount, 0n);
  const transactions = Math.ceil(plan.rows.length / MAX_RECIPIENTS);
  return (
    <div className="tool-preview" data-testid="preview">
      <h3>{t('previewTitle')}</h3>
      <p className="tool-muted" data-testid="nft-format">
        {t(standard === 'erc721' ? 'nftListHint721' : 'nftListHint1155', { format: FORMATS[standard] })}
      </p>
      <dl className="tool-figures" data-keep-clear="">
        <div>
          <dt>{t('recipientCount')}</dt>
          <dd data-testid="preview-count">{amount(BigInt(plan.recipientCount), 0)}</dd>
        </div>
        <div>
          <dt>{t('nftTokenCount')}</dt>
          <dd data-testid="preview-total">
            {amount(tokens, 0)} {symbol}
          </dd>
        </div>
        <div>
          <dt>{t('transactions')}</dt>
          <dd data-testid="preview-transactions">{t('transactionCount', { count: transactions })}</dd>
        </div>
      </dl>
      {transactions > 1 ? <p className="tool-muted">{t('chunkNote')}</p> : null}
      <IssueList
        issues={plan.errors}
        tone="error"
        title={t('errorsTitle', { count: plan.errors.length })}
        onPickLine={onPickLine}
      />
      <IssueList issues={plan.warnings} tone="warning" title={t('warningsTitle')} onPickLine={onPickLine} />
    </div>
  );
}

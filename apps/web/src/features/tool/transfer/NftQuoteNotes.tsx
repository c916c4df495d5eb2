// An NFT run's part of the figures before signing: the lines whose token the sender does not hold (quote.notHeld,
// read per line from the chain: ownerOf / balanceOf), the lines whose recipient contract would refuse the token
// (quote.cannotReceive, its receiver hook called as the token would: issue 38), and the collection-wide approval with
// its cost.
import type { RunQuote } from '@fanout/wallet-core/bulk-send';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

const SHOWN = 50;

export function NftQuoteNotes({ quote, cost }: { quote: RunQuote; cost: (value: bigint) => string }) {
  const t = useTransferText();
  const amount = useAmountText();
  const { approval, notHeld } = quote;
  const cannotReceive = quote.cannotReceive ?? [];
  return (
    <>
      {notHeld.length > 0 ? (
        <div className="tool-issues tool-issues-error" role="alert" data-testid="not-held">
          <strong>{t('notHeldTitle', { count: notHeld.length })}</strong>
          <ul>
            {notHeld.slice(0, SHOWN).map((one) => (
              <li key={one.line}>
                {t('notHeldLine', {
                  line: one.line,
                  tokenId: one.tokenId.toString(),
                  amount: amount(one.amount, 0),
                  held: amount(one.held, 0),
                })}
              </li>
            ))}
          </ul>
          {notHeld.length > SHOWN ? <p>{t('moreIssues', { count: notHeld.length - SHOWN })}</p> : null}
        </div>
      ) : null}
      {cannotReceive.length > 0 ? (
        <div className="tool-issues tool-issues-error" role="alert" data-testid="cannot-receive">
          <strong>{t('cannotReceiveTitle', { count: cannotReceive.length })}</strong>
          <ul>
            {cannotReceive.slice(0, SHOWN).map((one) => (
              <li key={one.line}>
                {t('cannotReceiveLine', { line: one.line, tokenId: one.tokenId.toString(), address: one.address })}
              </li>
            ))}
          </ul>
          {cannotReceive.length > SHOWN ? <p>{t('moreIssues', { count: cannotReceive.length - SHOWN })}</p> : null}
        </div>
      ) : null}
      {approval?.required ? (
        <>
          <p data-testid="approval">{t('approveForAll')}</p>
          <p data-testid="approval-estimate">
            {t('approvalEstimate', { gas: amount(approval.gas, 0), cost: cost(approval.networkCost) })}
          </p>
        </>
      ) : approval ? (
        <p data-testid="approval">{t('noApproval')}</p>
      ) : null}
    </>
  );
}

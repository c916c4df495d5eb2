// Address poisoning (issue 38): the zero-value or dust token transfers to this account from look-alikes of its past
// payees (usePoisoningCheck), each sender beside the payee it imitates with the differing characters marked, so the
// member knows which address in their history is a plant. A notice, not a gate: a list line paying such an address is
// held by LookAlikeCheck.
import { MarkedAddress } from './LookAlikeCheck.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

export function PoisoningNotice() {
  const t = useTransferText();
  const amount = useAmountText();
  const attempts = useTransferStore((state) => state.poisoning);
  if (!attempts || attempts.length === 0) return null;
  return (
    <div className="tool-warning" role="status" data-testid="poisoning-notice">
      <p data-testid="poisoning-text">
        {t('poisoningWarning', { count: attempts.length, shown: amount(BigInt(attempts.length), 0) })}
      </p>
      <ul className="tool-look-alike">
        {attempts.map((attempt) => (
          <li
            key={`${attempt.transfer.hash}:${attempt.transfer.from}:${attempt.payee}`}
            className="tool-look-alike-pair"
            data-testid="poisoning-pair"
          >
            <div>
              <p>{t('poisoningFrom', { hash: attempt.transfer.hash ?? '' })}</p>
              <MarkedAddress
                address={attempt.transfer.from}
                differing={attempt.differingPositions}
                testId="poisoning-from"
              />
            </div>
            <div>
              <p>{t('poisoningPayee')}</p>
              <MarkedAddress address={attempt.payee} differing={attempt.differingPositions} testId="poisoning-payee" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

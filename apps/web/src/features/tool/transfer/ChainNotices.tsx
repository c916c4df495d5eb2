// What the chain says that the member must know before signing (issue 27): transactions a reorganisation dropped
// (their recipients unpaid again), and this list paid or in flight from another account used in this browser, named,
// with the one confirmation that lets it be paid again from this account.
import { PayAgainConfirm } from './RunOffers.js';
import { useReorgNotices } from './reorgNotices.js';
import { useRunProgress } from './runProgress.js';
import { useRunRisks } from './sendGates.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

/** 0x1234…abcd: enough to recognise an account in a sentence. */
export function shortAccount(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export function ChainNotices() {
  const t = useTransferText();
  const amount = useAmountText();
  const { active } = useRunProgress();
  const { otherAccount } = useRunRisks();
  const account = useTransferStore((state) => state.inputs.account);
  const dropped = useReorgNotices((state) => (active ? state.dropped[active.id] : undefined)) ?? [];
  const stillDropped = dropped.filter((index) => active?.chunks[index]?.status !== 'confirmed');
  const recipientsText = (count: number) => t('recipientsCounted', { count, shown: amount(BigInt(count), 0) });
  return (
    <>
      {stillDropped.map((index) => (
        <p key={index} className="tool-warning" role="alert" data-testid="chunk-reorged">
          {t('chunkReorged', { chunk: index + 1 })}
        </p>
      ))}
      {otherAccount && active && account ? (
        <div className="tool-warning" role="alert" data-testid="other-account-warning">
          <p>
            {t('otherAccountPaid', {
              account: shortAccount(otherAccount.account),
              current: shortAccount(account),
              paid: amount(BigInt(otherAccount.paid), 0),
              count: active.lines.length,
              when: t(otherAccount.run.status === 'finished' ? 'otherAccountFinished' : 'otherAccountUnfinished'),
            })}
          </p>
          <PayAgainConfirm recipients={recipientsText(otherAccount.paid)} testId="other-account-confirm" />
        </div>
      ) : null}
    </>
  );
}

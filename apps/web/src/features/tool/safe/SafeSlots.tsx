// The Safe's place in the transfer panel (issue 30): the "Pay from" choice, and where the Send button stands the
// download for Safe's Transaction Builder. The Safe code (its check, the file builder) is imported only when the member
// chooses "a Safe": the wallet's Tool never loads it.
import { lazy, Suspense } from 'react';
import { inSafeApp, useTransferStore } from '../transfer/transferStore.js';
import { useTransferText } from '../transfer/transferText.js';

const SafePanel = lazy(async () => ({ default: (await import('./SafePanel.js')).SafePanel }));
const SafeExport = lazy(async () => ({ default: (await import('./SafeExport.js')).SafeExport }));

type PayFrom = 'wallet' | 'safe';

/** Another payer: the run is planned again for it (nothing quoted for the previous sender is kept). */
const choose = (payFrom: PayFrom) =>
  useTransferStore
    .getState()
    .update({ payFrom, safe: null, quote: null, quoteKey: null, quoteTried: null, repeatConfirmed: null });

/** "Pay from: this wallet / a Safe", outside Safe{Wallet} only. */
export function PayFromChoice({ id }: { id: string }) {
  const t = useTransferText();
  const payFrom = useTransferStore((state) => state.payFrom);
  const busy = useTransferStore((state) => state.busy);
  // Inside Safe{Wallet} the session IS the Safe: there is nothing to choose.
  const safeApp = useTransferStore(inSafeApp);
  if (safeApp) return null;
  return (
    <>
      <fieldset className="tool-kind" data-testid="pay-from">
        <legend>{t('payFrom')}</legend>
        {(['wallet', 'safe'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-pay-from`}
              value={option}
              checked={payFrom === option}
              disabled={busy !== null}
              onChange={() => choose(option)}
            />{' '}
            {option === 'wallet' ? t('payFromWallet') : t('payFromSafe')}
          </label>
        ))}
      </fieldset>
      {payFrom === 'safe' ? (
        <Suspense fallback={<p className="tool-muted">{t('safeChecking')}</p>}>
          <SafePanel id={id} />
        </Suspense>
      ) : null}
    </>
  );
}

/** In place of Send when a Safe pays: the Transaction Builder file(s) of the quoted run. */
export function SafeExportSlot() {
  return (
    <Suspense fallback={null}>
      <SafeExport />
    </Suspense>
  );
}

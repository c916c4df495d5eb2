// While an EIP-5792 bundle is in flight (issue 30): the chunks it carries, waiting for the member's one confirmation,
// then followed (wallet_getCallsStatus, the chain) until paid — after a reload too, by the bundle id stored before the
// wallet was asked. Nothing is asked again for them.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { useTransferText } from './transferText.js';

export function BundleNote({ run, paid }: { run: BulkSendRun; paid: ReadonlySet<number> }) {
  const t = useTransferText();
  const bundled = run.chunks.filter(
    (part) => !paid.has(part.index) && part.status !== 'pending' && part.attempts.at(-1)?.calls !== undefined,
  );
  if (bundled.length === 0) return null;
  const signing = bundled.every((part) => part.status === 'signing');
  const chunks = bundled.map((part) => part.index + 1).join(t('listSeparator'));
  return (
    <p role="status" data-testid="bundle-status" data-state={signing ? 'signing' : 'waiting'}>
      {t(signing ? 'bundleSigning' : 'bundleWaiting', { chunks })}
    </p>
  );
}

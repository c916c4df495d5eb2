// The latest wallet message (errors in the current language), dismissible.
import { Alert } from '@fanout/ui';
import { useWalletText } from './useWalletText.js';
import { useWalletNotice } from './walletNotice.js';

export function WalletNoticeBanner() {
  const t = useWalletText();
  const notice = useWalletNotice((state) => state.notice);
  const clear = useWalletNotice((state) => state.clear);
  if (!notice) return null;
  return (
    <Alert key={notice.id} tone={notice.tone} dismissLabel={t('dismiss')} onDismiss={clear} className="wallet-notice">
      {notice.text}
    </Alert>
  );
}

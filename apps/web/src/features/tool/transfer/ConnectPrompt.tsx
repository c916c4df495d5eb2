// Inside the transfer panel when no wallet is connected: its own Connect button (on a phone the nav's is behind the
// menu), or, without an injected wallet, how to open this page in a wallet app's browser.
import { Button } from '@fanout/ui';
import { useState } from 'react';
import { connectAndSignIn } from '../../wallet/index.js';
import { useTransferText } from './transferText.js';

function hasInjectedWallet(): boolean {
  return typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined;
}

export function ConnectPrompt() {
  const t = useTransferText();
  const [busy, setBusy] = useState(false);
  if (!hasInjectedWallet()) {
    return (
      <div className="tool-connect" data-testid="no-wallet">
        <p>{t('noWalletTitle')}</p>
        <p className="tool-muted">{t('noWalletHelp', { url: window.location.href })}</p>
      </div>
    );
  }
  return (
    <div className="tool-connect">
      <p className="tool-muted">{t('connectFirst')}</p>
      <Button
        data-testid="panel-connect"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await connectAndSignIn();
          setBusy(false);
        }}
      >
        {busy ? t('connectingWallet') : t('connectWallet')}
      </Button>
    </div>
  );
}

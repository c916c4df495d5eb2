// The wallet button in the nav: "Connect", or the abbreviated address once connected; opens the Connect modal.
// It restores a session after a page load and keeps wallet-core's messages in the site language.
import { abbreviateAddress, reconnect } from '@fanout/wallet-core';
import { useEffect, useState } from 'react';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import './registerWalletMessages.js';
import './wallet.css';
import { ConnectModal } from './ConnectModal.js';
import { useWallet } from './useWallet.js';
import { useWalletText } from './useWalletText.js';
import { walletConfig } from './walletConfig.js';

export function ConnectSlot() {
  const t = useWalletText();
  const [open, setOpen] = useState(false);
  const language = useLanguageStore((state) => state.language);
  const address = useWallet((state) => (state.connected ? state.web3.address : null));
  useEffect(() => {
    walletConfig.lang = language;
  }, [language]);
  useEffect(() => {
    void reconnect(walletConfig).catch(() => undefined);
  }, []);
  return (
    <>
      <button
        type="button"
        className="connect-button"
        data-testid="connect-button"
        aria-haspopup="dialog"
        aria-label={address ? t('accountLabel', { address }) : undefined}
        onClick={() => setOpen(true)}
      >
        {address ? abbreviateAddress(address) : t('connect')}
      </button>
      <ConnectModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

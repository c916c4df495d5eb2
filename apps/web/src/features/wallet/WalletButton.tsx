// The live wallet button of the nav (loaded by ConnectSlot when first needed): "Connect", or the abbreviated address
// once connected; opens the Connect modal. It restores a session and keeps wallet-core's messages in the site language.
import { abbreviateAddress, reconnect } from '@fanout/wallet-core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import './registerWalletMessages.js';
import './wallet.css';
import { ConnectModal } from './ConnectModal.js';
import { useWallet } from './useWallet.js';
import { useWalletText } from './useWalletText.js';
import { walletConfig } from './walletConfig.js';

interface WalletButtonProps {
  initiallyOpen?: boolean;
  /** The placeholder it replaces had focus: take it over (unless focus has moved on meanwhile). */
  takeFocus?: boolean;
}

export function WalletButton({ initiallyOpen = false, takeFocus = false }: WalletButtonProps) {
  const t = useWalletText();
  const [open, setOpen] = useState(initiallyOpen);
  const button = useRef<HTMLButtonElement>(null);
  const language = useLanguageStore((state) => state.language);
  const address = useWallet((state) => (state.connected ? state.web3.address : null));
  const shown = abbreviateAddress(address);
  useEffect(() => {
    walletConfig.lang = language;
  }, [language]);
  useEffect(() => {
    void reconnect(walletConfig).catch(() => undefined);
  }, []);
  // A layout effect: it runs before the modal's own effect, which remembers the focused element to return to.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (takeFocus && (active === null || active === document.body)) button.current?.focus();
  }, [takeFocus]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="connect-button"
        data-testid="connect-button"
        aria-haspopup="dialog"
        // The name holds the text shown (the abbreviated address), so a voice user can say what they see; the
        // whole address is in the menu it opens.
        aria-label={address ? t('accountLabel', { address: shown }) : undefined}
        onClick={() => setOpen(true)}
      >
        {address ? shown : t('connect')}
      </button>
      <ConnectModal
        open={open}
        onClose={() => {
          setOpen(false);
          // Opened from the first click, the modal took focus from the placeholder button this one replaced.
          button.current?.focus();
        }}
      />
    </>
  );
}

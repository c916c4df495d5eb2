// The Connect modal: MetaMask (any injected wallet) active, Trust Wallet and WalletConnect shown inactive;
// once connected it shows the account, sign-in state and Disconnect.
import { formatAmount } from '@fanout/batch-core';
import { Button, Modal } from '@fanout/ui';
import { logout } from '@fanout/wallet-core';
import { useEffect, useRef } from 'react';
import { connectAndSignIn } from './connectAndSignIn.js';
import { NetworkPrompt } from './NetworkPrompt.js';
import { signIn } from './signIn.js';
import { useWallet } from './useWallet.js';
import { useWalletText } from './useWalletText.js';
import { WalletNoticeBanner } from './WalletNoticeBanner.js';
import { walletConfig } from './walletConfig.js';
import '../../site/blocks/layout.css';

interface ConnectModalProps {
  open: boolean;
  onClose: () => void;
}

export function ConnectModal({ open, onClose }: ConnectModalProps) {
  const t = useWalletText();
  const connected = useWallet((state) => state.connected);
  const status = useWallet((state) => state.status);
  const isLogin = useWallet((state) => state.isLogin);
  const webLoading = useWallet((state) => state.webLoading);
  const address = useWallet((state) => state.web3.address);
  const ethBalance = useWallet((state) => state.ethBalance);
  const busy = status === 'connecting' || webLoading;
  // Times the dialog was closed: a sign-in that ends after the dialog it started in was closed (and maybe opened again
  // by the member) does not close the dialog.
  const closings = useRef(0);
  useEffect(() => {
    if (!open) closings.current += 1;
  }, [open]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={connected ? t('connectedTitle') : t('connectTitle')}
      closeLabel={t('close')}
    >
      <div className="wallet-modal">
        <WalletNoticeBanner />
        {connected && address ? (
          <>
            <p>
              {t('connectedAs')} <code className="wallet-address">{address}</code>
            </p>
            <p>
              {t('balance')}: {formatAmount(ethBalance, 18)} {walletConfig.chains[0]?.nativeCurrency.symbol}
            </p>
            <p className="wallet-login-state">
              {isLogin ? t('signedIn') : webLoading ? t('signingIn') : t('notSignedIn')}
            </p>
            <NetworkPrompt />
            <div className="button-row">
              {isLogin ? null : (
                <Button disabled={webLoading} onClick={() => void signIn()}>
                  {t('signIn')}
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => {
                  logout(walletConfig);
                  onClose();
                }}
              >
                {t('disconnect')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>{t('chooseWallet')}</p>
            <ul className="wallet-choices">
              <li>
                <Button
                  block
                  disabled={busy}
                  onClick={async () => {
                    const closed = closings.current;
                    if ((await connectAndSignIn()) && closings.current === closed) onClose();
                  }}
                >
                  {busy ? t('connecting') : t('metaMask')}
                </Button>
              </li>
              <li>
                <Button block variant="secondary" disabled aria-describedby="wallet-soon">
                  {t('trustWallet')} <small>({t('comingSoon')})</small>
                </Button>
              </li>
              <li>
                <Button block variant="secondary" disabled>
                  {t('walletConnect')} <small>({t('comingSoon')})</small>
                </Button>
              </li>
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}

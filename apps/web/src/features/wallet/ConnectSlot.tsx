// The wallet slot of the nav. Every page shows it, but few visitors use it, so wallet-core (session, provider,
// sign-in) stays out of the first load: the same "Connect" button is drawn at once, and the live WalletButton is
// loaded when a session is stored (to restore it), when the pointer or focus comes near, or on the first click,
// which then opens the Connect modal.
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import './registerWalletMessages.js';
import './wallet.css';
import { useWalletText } from './useWalletText.js';
import { isWalletLoaded, onWalletLoaded } from './walletLoaded.js';

const loadWalletButton = () => import('./WalletButton.js');
const WalletButton = lazy(async () => ({ default: (await loadWalletButton()).WalletButton }));

/** wallet-core's "connected" flag: a session to restore after this page load. */
function sessionStored(): boolean {
  try {
    return localStorage.getItem('connected') === 'true';
  } catch {
    return false;
  }
}

export function ConnectSlot() {
  const t = useWalletText();
  const [live, setLive] = useState<'no' | 'yes' | 'open'>(() => (sessionStored() || isWalletLoaded() ? 'yes' : 'no'));
  // Focus loads the live button, which replaces this one: a keyboard user's focus moves over to it. The swap is a
  // transition, so this button stays (focused) until the live one is ready, and they change places in one commit.
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // Once wallet-core is loaded anyway (the Tool page, or a session stored by another tab), show the live state.
  useEffect(() => {
    const goLive = () => {
      hadFocus.current = placeholderRef.current !== null && document.activeElement === placeholderRef.current;
      startTransition(() => setLive((state) => (state === 'no' ? 'yes' : state)));
    };
    const onStorage = () => {
      if (sessionStored()) goLive();
    };
    window.addEventListener('storage', onStorage);
    const stopWaiting = onWalletLoaded(goLive);
    if (isWalletLoaded()) goLive();
    return () => {
      window.removeEventListener('storage', onStorage);
      stopWaiting();
    };
  }, []);
  const placeholder = (
    <button
      ref={placeholderRef}
      type="button"
      className="connect-button"
      data-testid="connect-button"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadWalletButton()}
      onFocus={() => void loadWalletButton()}
      onClick={() => setLive('open')}
    >
      {t('connect')}
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      {live === 'no' ? placeholder : <WalletButton initiallyOpen={live === 'open'} takeFocus={hadFocus.current} />}
    </Suspense>
  );
}

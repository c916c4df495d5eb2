// A refusal because the wallet moved (another account or network right before a signature) stops applying once the
// wallet is back on the run's account and network (issue 37): its sentence ("Your wallet now uses account …, switch
// back") then goes, instead of telling the member to do what they already did.
import { describeRunError } from './describeRunError.js';

interface WalletNow {
  /** The wallet's selected account (null when none). */
  account: string | null;
  /** The Tool's chain id, and whether the wallet is on it. */
  chainId: number;
  onChain: boolean;
}

/** Whether `error` is a wallet-moved refusal the wallet has since undone. */
export function walletMovedBack(error: unknown, wallet: WalletNow): boolean {
  const { key, values } = describeRunError(error);
  if (key === 'errWalletAccount') {
    return wallet.account !== null && wallet.account.toLowerCase() === String(values.runAccount).toLowerCase();
  }
  if (key === 'errWalletChain') return wallet.onChain && String(wallet.chainId) === String(values.runChain);
  return false;
}

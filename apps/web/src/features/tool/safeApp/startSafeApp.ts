// Loaded only in a frame: detects Safe{Wallet} and connects the session to the Safe (an EIP-1193 provider over the
// Safe Apps SDK's messages, carrying the engine's Safe sender: the transfer then proposes instead of sending).
import { connect, refreshBalances } from '@fanout/wallet-core';
import { WalletType } from '@fanout/wallet-core/provider';
import { detectSafeApp, type SafeAppInfo, safeAppProvider, safeAppSender } from '@fanout/wallet-core/safe-apps';
import { walletConfig } from '../../wallet/index.js';

/** How long the parent frame has to answer `getSafeInfo` before the page goes on as a plain page. */
const DETECT_TIMEOUT_MS = 1500;

export async function startSafeApp(): Promise<SafeAppInfo | null> {
  const info = await detectSafeApp({ timeoutMs: DETECT_TIMEOUT_MS });
  if (!info) return null;
  const provider = Object.assign(safeAppProvider(info), { runSender: safeAppSender(info) });
  await connect(walletConfig, {
    silent: true,
    wallet: { walletType: WalletType.MetaMask, name: 'Safe{Wallet}', provider },
  });
  void refreshBalances(walletConfig).catch(() => undefined);
  return info;
}

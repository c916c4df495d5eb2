// The wallet error a visitor reads: wallet-core names its text (userTextOf: a key of its catalogue and the values),
// and the site's i18next puts it in the current language (the `walletCore` namespace), like every other text.
import { userTextOf } from '@fanout/wallet-core';
import { walletCoreText } from './walletCoreText.js';

export function walletErrorText(error: unknown): string {
  return walletCoreText(userTextOf(error));
}

// The wallet error a visitor reads: wallet-core's text in the current language (its catalogue holds en and chs,
// the seed's broken English rewritten there, e.g. the no-wallet message).
import { userMessageOf } from '@fanout/wallet-core';

export function walletErrorText(error: unknown, lang: 'en' | 'chs'): string {
  return userMessageOf(error, lang);
}

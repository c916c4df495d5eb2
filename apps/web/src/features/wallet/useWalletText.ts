// `t` for the wallet namespace.
import type { en } from './i18n/en.js';
import { WALLET_NAMESPACE } from './registerWalletMessages.js';
import { useNamespaceText } from './useNamespaceText.js';

export function useWalletText() {
  return useNamespaceText<keyof typeof en>(WALLET_NAMESPACE);
}

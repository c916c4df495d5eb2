// `t` for the wallet namespace.
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { WALLET_NAMESPACE } from './registerWalletMessages.js';

export function useWalletText() {
  return useNamespaceText(WALLET_NAMESPACE);
}

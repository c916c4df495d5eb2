import { WalletCoreError } from '../errors/WalletCoreError.js';
import type { UserText } from './UserText.js';

/**
 * The text to show a person for an error, as a catalogue key and values: the error's `messageKey` and
 * `messageParams`, else its own short message, and `connectionFailed` for anything not thrown by wallet-core.
 * `userMessageOf` puts it in a language; an i18next app translates the key in its `walletCore` namespace.
 */
export function userTextOf(error: unknown): UserText {
  if (error instanceof WalletCoreError) {
    return error.messageKey
      ? { key: error.messageKey, params: error.messageParams }
      : { key: null, text: error.shortMessage };
  }
  return { key: 'connectionFailed', params: {} };
}

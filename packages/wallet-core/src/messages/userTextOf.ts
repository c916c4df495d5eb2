import { BatchCoreError, InvalidAddressError } from '@fanout/batch-core';
import { WalletCoreError } from '../errors/WalletCoreError.js';
import type { UserText } from './UserText.js';

/**
 * The text to show a person for an error, as a catalogue key and values: the error's `messageKey` and
 * `messageParams`, else its own short message; batch-core's errors (bad input, never the connection) as
 * `invalidAddress` with the address or `parameterError`; `connectionFailed` for anything else.
 * `userMessageOf` puts it in a language; an i18next app translates the key in its `walletCore` namespace.
 */
export function userTextOf(error: unknown): UserText {
  if (error instanceof WalletCoreError) {
    return error.messageKey
      ? { key: error.messageKey, params: error.messageParams }
      : { key: null, text: error.shortMessage };
  }
  if (error instanceof InvalidAddressError) return { key: 'invalidAddress', params: { address: error.address } };
  if (error instanceof BatchCoreError) return { key: 'parameterError', params: {} };
  return { key: 'connectionFailed', params: {} };
}

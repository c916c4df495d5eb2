import { BatchCoreError } from '@fanout/batch-core';
import { ContractsError } from '@fanout/contracts';
import { WalletCoreError } from '../errors/WalletCoreError.js';
import type { UserText } from './UserText.js';

/**
 * The text to show a person for an error, as a catalogue key and values: the error's `messageKey` and
 * `messageParams`, else its own short message; batch-core's and contracts' errors by their own `messageKey` and
 * `messageParams` (as `batchCore_<key>` and `contracts_<key>`: a bad address, amount or count is named, never shown as
 * the connection failing); `connectionFailed` for anything else.
 * `userMessageOf` puts it in a language; an i18next app translates the key in its `walletCore` namespace.
 */
export function userTextOf(error: unknown): UserText {
  if (error instanceof WalletCoreError) {
    return error.messageKey
      ? { key: error.messageKey, params: error.messageParams }
      : { key: null, text: error.shortMessage };
  }
  if (error instanceof BatchCoreError) return { key: `batchCore_${error.messageKey}`, params: error.messageParams };
  if (error instanceof ContractsError) return { key: `contracts_${error.messageKey}`, params: error.messageParams };
  return { key: 'connectionFailed', params: {} };
}

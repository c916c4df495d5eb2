import { WalletCoreError } from '../errors/WalletCoreError.js';
import type { Lang } from './Lang.js';
import { translate } from './translate.js';

/** The text to show a user for an error: the catalogue text in `lang`, else the wallet's own message. */
export function userMessageOf(error: unknown, lang: Lang): string {
  if (error instanceof WalletCoreError) {
    return error.messageKey ? translate(lang, error.messageKey) : error.shortMessage;
  }
  return translate(lang, 'connectionFailed');
}

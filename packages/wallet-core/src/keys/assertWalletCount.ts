import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { MAX_WALLET_COUNT } from './maxWalletCount.js';

/** Throws {@link InvalidParameterError} unless `count` is an integer from 1 to {@link MAX_WALLET_COUNT}. */
export function assertWalletCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_WALLET_COUNT) {
    throw new InvalidParameterError('count', `must be an integer from 1 to ${MAX_WALLET_COUNT}, got ${count}`, {
      shortMessage: `The number of wallets must be a whole number from 1 to ${MAX_WALLET_COUNT}, not ${count}`,
      messageKey: 'invalidWalletCount',
      messageParams: { max: MAX_WALLET_COUNT, count: String(count) },
    });
  }
}

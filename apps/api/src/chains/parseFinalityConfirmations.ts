import { InvalidChainSettingError } from './InvalidChainSettingError.js';

/** How many confirmations make a block final (`--finality-confirmations`): an integer 1..10000. */
export function parseFinalityConfirmations(value: string, what: string): number {
  const n = Number(value);
  if (!/^\d{1,5}$/.test(value) || n < 1 || n > 10_000) {
    throw new InvalidChainSettingError(`${what}: an integer from 1 to 10000, got ${JSON.stringify(value)}`);
  }
  return n;
}

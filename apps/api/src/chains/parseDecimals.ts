import { InvalidChainSettingError } from './InvalidChainSettingError.js';

/** Token or native-coin decimals typed by the operator: an integer 0–36. */
export function parseDecimals(value: string, what: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 36) throw new InvalidChainSettingError(`${what}: an integer 0–36, got ${value}`);
  return n;
}

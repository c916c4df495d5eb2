import { InvalidChainSettingError } from './InvalidChainSettingError.js';

/** A chain id typed by the operator: a positive integer that fits a wallet's chain id (EIP-2294 bound). */
export function parseChainId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0 || id > 4_503_599_627_370_476) {
    throw new InvalidChainSettingError(`chain id: a positive integer such as 137, got ${value ?? '(none)'}`);
  }
  return id;
}

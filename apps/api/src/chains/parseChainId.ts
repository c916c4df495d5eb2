import { InvalidChainSettingError } from './InvalidChainSettingError.js';

/** Largest chain id stored (the `chain_id` column is a PostgreSQL integer). */
export const MAX_CHAIN_ID = 2_147_483_647;

/** A chain id typed by the operator: a positive integer up to MAX_CHAIN_ID. */
export function parseChainId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0 || id > MAX_CHAIN_ID) {
    throw new InvalidChainSettingError(
      `chain id: a positive integer up to ${MAX_CHAIN_ID} such as 137, got ${value ?? '(none)'}`,
    );
  }
  return id;
}

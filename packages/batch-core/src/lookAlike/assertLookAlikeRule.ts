import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import type { LookAlikeRule } from './LookAlikeRule.js';

/** @throws InvalidOptionError unless both lengths are whole numbers from 1 to 20 (an address has 40 hex digits). */
export function assertLookAlikeRule(rule: LookAlikeRule): void {
  for (const option of ['prefixLength', 'suffixLength'] as const) {
    const value = rule?.[option];
    if (!Number.isInteger(value) || value < 1 || value > 20) {
      throw new InvalidOptionError(`rule.${option}`, value, 'a whole number from 1 to 20');
    }
  }
}

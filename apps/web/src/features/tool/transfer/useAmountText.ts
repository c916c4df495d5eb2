// Formats base units for the Tool's pages: batch-core's rounding, digits grouped by the current language.
import { type FormatAmountOptions, formatAmount } from '@fanout/batch-core';
import { useCallback } from 'react';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { GROUP_SEPARATOR, groupDigits } from './groupDigits.js';

export function useAmountText() {
  const language = useLanguageStore((state) => state.language);
  return useCallback(
    (value: bigint, decimals: number, options?: FormatAmountOptions) =>
      groupDigits(formatAmount(value, decimals, options), GROUP_SEPARATOR[language]),
    [language],
  );
}

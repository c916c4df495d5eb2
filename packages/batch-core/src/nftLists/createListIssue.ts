import { shortenValue } from '../recipients/shortenValue.js';
import type { ListIssue } from './ListIssue.js';

/** Builds an issue; `value` is cut to 80 characters and `otherLine` is also given in `params.otherLine`. */
export function createListIssue<Code extends string>(
  code: Code,
  line: number,
  message: string,
  details: {
    column?: number | undefined;
    value?: string | undefined;
    otherLine?: number | undefined;
    params?: Record<string, string | number>;
  } = {},
): ListIssue<Code> {
  const params: Record<string, string | number> = { ...details.params };
  const result: ListIssue<Code> = { code, line, message, params };
  if (details.column !== undefined) result.column = details.column;
  if (details.value !== undefined) {
    result.value = shortenValue(details.value);
    params.value ??= result.value;
  }
  if (details.otherLine !== undefined) {
    result.otherLine = details.otherLine;
    params.otherLine = details.otherLine;
  }
  return result;
}

/** How much of an offending text an issue carries. */
export const VALUE_SHOWN = 80;

/** The offending text of an issue, cut to {@link VALUE_SHOWN} characters. */
export function shortenValue(value: string): string {
  return value.length > VALUE_SHOWN ? `${value.slice(0, VALUE_SHOWN - 3)}...` : value;
}

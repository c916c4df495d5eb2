// Groups the integer digits of a formatted amount by thousands: `1000000.5` → `1,000,000.5` (en) or
// `1 000 000.5` with no-break spaces (chs conventions). Signs, `<`/`>` marks and fraction digits stay as they are.
export const GROUP_SEPARATOR = { en: ',', chs: '\u00a0' } as const;

export function groupDigits(amount: string, separator: string): string {
  const match = /^([^0-9]*)([0-9]+)(.*)$/.exec(amount);
  if (!match) return amount;
  const [, prefix = '', digits = '', rest = ''] = match;
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped ? `${digits.slice(start, end)}${separator}${grouped}` : digits.slice(start, end);
  }
  return `${prefix}${grouped}${rest}`;
}

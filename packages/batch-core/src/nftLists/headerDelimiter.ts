/** A header line's delimiter (char code): the first of `,` `;` tab it holds (Excel writes `;` where `,` is the decimal comma). */
export function headerDelimiter(header: string): number {
  for (const candidate of [44, 59, 9]) if (header.includes(String.fromCharCode(candidate))) return candidate;
  return 44;
}

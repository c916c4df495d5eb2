/** A value toCsv can write: strings as text, numbers/bigints/booleans as their decimal form, null/undefined empty. */
export type CsvCell = string | number | bigint | boolean | null | undefined;

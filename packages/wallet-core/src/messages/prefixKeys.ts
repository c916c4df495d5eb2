/**
 * A catalogue's texts under `prefix` + key: another package's catalogue merged into wallet-core's namespace without
 * a clash (`batchCore_INVALID_ADDRESS`, `contracts_deterministicNoProvider`).
 */
export function prefixKeys<const P extends string, T extends Readonly<Record<string, string>>>(
  prefix: P,
  texts: T,
): { readonly [K in keyof T & string as `${P}${K}`]: string } {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [prefix + key, text])) as {
    readonly [K in keyof T & string as `${P}${K}`]: string;
  };
}

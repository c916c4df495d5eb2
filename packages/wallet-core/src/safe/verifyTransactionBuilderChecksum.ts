import { transactionBuilderChecksum } from './transactionBuilderChecksum.js';

/**
 * Whether `meta.checksum` is the file's checksum, as the Transaction Builder checks it on import (exactly, as the Builder compares: false for a file
 * changed after it was written, or without a checksum). Reads only: the file is not changed.
 */
export function verifyTransactionBuilderChecksum(file: {
  readonly [key: string]: unknown;
  meta: { readonly [key: string]: unknown; checksum?: unknown };
}): boolean {
  const { checksum, ...meta } = file.meta;
  if (typeof checksum !== 'string') return false;
  return transactionBuilderChecksum({ ...file, meta }) === checksum;
}

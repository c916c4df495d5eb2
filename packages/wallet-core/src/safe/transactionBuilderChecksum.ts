import { id } from 'ethers';

/**
 * The checksum Safe's Transaction Builder writes to `meta.checksum` and checks on import (safe-react-apps,
 * apps/tx-builder/src/lib/checksum.ts): keccak-256 of the UTF-8 text of the file serialised with sorted keys, after
 * `meta.name` is set to null (so renaming a batch keeps it valid). Objects serialise as `{` + the JSON array of their
 * sorted keys + each value followed by a comma + `}`, arrays as `[` + their items joined by commas + `]`, everything
 * else as JSON (undefined as null). The file is hashed as given: pass it without `meta.checksum` (as the Builder
 * does when it writes one, and as `verifyTransactionBuilderChecksum` does when it checks one).
 */
export function transactionBuilderChecksum(file: { meta: object }): `0x${string}` {
  return id(serialize({ ...file, meta: { ...file.meta, name: null } })) as `0x${string}`;
}

function serialize(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    // Default sort: UTF-16 code units, as Array.prototype.sort in the Builder.
    const keys = Object.keys(record).sort();
    return `{${json(keys)}${keys.map((key) => `${serialize(record[key])},`).join('')}}`;
  }
  return json(value);
}

/** JSON text, with undefined written as null (JSON has no undefined, and the Builder hashes it as null). */
function json(value: unknown): string {
  return JSON.stringify(value, (_, v) => (v === undefined ? null : v));
}

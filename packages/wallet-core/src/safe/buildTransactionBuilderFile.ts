import { getAddress, isHexString } from 'ethers';
import type { SafeCall } from './SafeCall.js';
import { SafeFileError } from './SafeFileError.js';
import { TRANSACTION_BUILDER_FORMAT } from './TRANSACTION_BUILDER_FORMAT.js';
import type { TransactionBuilderFile } from './TransactionBuilderFile.js';
import { transactionBuilderChecksum } from './transactionBuilderChecksum.js';

export type BuildTransactionBuilderFileParameters = {
  chainId: number;
  /** The Safe that will execute the batch. */
  safe: string;
  /** In execution order; the Builder executes several through MultiSendCallOnly, all or nothing. */
  calls: readonly SafeCall[];
  /** Shown in the Builder (left out of the checksum). */
  name: string;
  description?: string;
  /** ms since epoch (default: now). */
  createdAt?: number;
};

export type BuildTransactionBuilderFileReturnType = TransactionBuilderFile;

/**
 * A Safe Transaction Builder batch file for `calls`, with the checksum the Builder checks on import: write it with
 * `JSON.stringify` and import it in Safe{Wallet} → Transaction Builder. Pure.
 * @throws SafeFileError for a chain id that is not a positive integer, a bad Safe or target address, a negative
 * value, calldata that is not hex, or no calls.
 */
export function buildTransactionBuilderFile(
  parameters: BuildTransactionBuilderFileParameters,
): BuildTransactionBuilderFileReturnType {
  const { chainId } = parameters;
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new SafeFileError('chainId', chainId, 'is not a positive integer');
  }
  const safe = address('safe', parameters.safe);
  if (parameters.calls.length === 0) throw new SafeFileError('calls', '[]', 'is empty: a batch needs a transaction');
  const transactions = parameters.calls.map((call, i) => {
    const to = address(`calls[${i}].to`, call.to);
    if (typeof call.value !== 'bigint' || call.value < 0n) {
      throw new SafeFileError(`calls[${i}].value`, call.value, 'is not a non-negative bigint (wei)');
    }
    if (typeof call.data !== 'string' || !isHexString(call.data, true)) {
      throw new SafeFileError(`calls[${i}].data`, call.data, 'is not 0x-prefixed hex of whole bytes');
    }
    return { to, value: call.value.toString(), data: call.data.toLowerCase() as `0x${string}` };
  });
  const createdAt = parameters.createdAt ?? Date.now();
  if (!Number.isSafeInteger(createdAt) || createdAt < 0) {
    throw new SafeFileError('createdAt', createdAt, 'is not a time in ms since epoch');
  }
  const file: TransactionBuilderFile = {
    version: TRANSACTION_BUILDER_FORMAT.version,
    chainId: String(chainId),
    createdAt,
    meta: {
      name: parameters.name,
      description: parameters.description ?? '',
      txBuilderVersion: TRANSACTION_BUILDER_FORMAT.txBuilderVersion,
      createdFromSafeAddress: safe,
      createdFromOwnerAddress: '',
    },
    transactions,
  };
  file.meta.checksum = transactionBuilderChecksum(file);
  return file;
}

function address(field: string, value: unknown): `0x${string}` {
  try {
    if (typeof value !== 'string') throw new Error('not a string');
    return getAddress(value) as `0x${string}`;
  } catch {
    throw new SafeFileError(field, value, 'is not an address');
  }
}

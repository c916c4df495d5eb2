import { bulkSendFee } from '@fanout/batch-core';

/** Calls per EIP-5792 bundle unless the sender says otherwise (the approval and up to 7 chunks of 255 lines). */
export const EIP5792_DEFAULT_MAX_CALLS = 8;

/**
 * The most gas a call of a bundle can start with when the wallet runs the bundle as one transaction: every call's gas,
 * plus half again (what a wallet adds to its estimate).
 */
export function bundleFeeGas(callsGas: readonly bigint[]): bigint {
  return (callsGas.reduce((sum, gas) => sum + gas, 0n) * 3n) / 2n;
}

/**
 * The operator fee of a chunk sent in a bundle: batch-core's `bulkSendFee` on the chunk's own gas, as for a chunk
 * sent alone, raised only where BulkSend's `minFee()` could ask for more. `minFee()` reads `gasleft()`, which inside
 * one transaction carrying several calls covers the calls after it, so it may see up to the bundle's gas
 * (`bundleFeeGas`): `gasPrice × bundleGas × feePercent / 100`, rounded up.
 */
export function bundledChunkFee(parameters: {
  chunkGas: bigint;
  bundleGas: bigint;
  gasPrice: bigint;
  feePercent: number;
}): bigint {
  const { chunkGas, bundleGas, gasPrice, feePercent } = parameters;
  const fee = bulkSendFee({ gasEstimate: chunkGas, gasPrice, feePercent });
  const floor = (gasPrice * bundleGas * BigInt(feePercent) + 99n) / 100n;
  return fee > floor ? fee : floor;
}

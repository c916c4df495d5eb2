/** Calls per EIP-5792 bundle unless the sender says otherwise (the approval and up to 7 chunks of 255 lines). */
export const EIP5792_DEFAULT_MAX_CALLS = 8;

/**
 * The gas a bundled chunk's fee is priced on: BulkSend's `minFee()` reads `gasleft()`, which inside one transaction
 * carrying several calls covers every call after it, so each chunk's fee is priced on the whole bundle's gas with
 * half again of headroom (what a wallet adds to its estimate).
 */
export function bundleFeeGas(callsGas: readonly bigint[]): bigint {
  return (callsGas.reduce((sum, gas) => sum + gas, 0n) * 3n) / 2n;
}

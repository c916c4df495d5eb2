/**
 * The share of the chain's block gas limit one Safe transaction of a run may take (`readSafeGasCap`), in percent. Half:
 * the Safe's own work (signature checks, MultiSend, the 63/64 of gas it forwards) comes on top of the chunks' estimates,
 * and a transaction asking most of a block waits for a block nobody else uses. A larger run is cut into several files.
 */
export const SAFE_BLOCK_GAS_PERCENT = 50n;

/**
 * Why a line whose recipient is an ENS name cannot be paid yet; stable codes. `ENS_NAME_UNRESOLVED`: the name was not
 * resolved (the caller resolves `plan.names` and parses again with `ens.resolved`). `INVALID_ENS_NAME`: the name
 * fails ENSIP-15 normalisation. `ENS_NAME_NO_ADDRESS`: resolved, but it has no address for the run's chain.
 */
export type EnsNameProblem = 'ENS_NAME_UNRESOLVED' | 'INVALID_ENS_NAME' | 'ENS_NAME_NO_ADDRESS';

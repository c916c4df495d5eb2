import type { EnsNameInvalidError } from './EnsNameInvalidError.js';
import type { EnsNoChainAddressError } from './EnsNoChainAddressError.js';
import type { EnsNoResolverError } from './EnsNoResolverError.js';
import type { EnsReadError } from './EnsReadError.js';

/** Why one name was not resolved (the others are resolved all the same). */
export type EnsNameError = EnsNameInvalidError | EnsNoResolverError | EnsNoChainAddressError | EnsReadError;

/** Why a written address was refused; stable codes. */
export type AddressProblem = 'INVALID_ADDRESS' | 'BAD_CHECKSUM' | 'ZERO_ADDRESS';

/** Why a written token id was refused; stable codes. */
export type TokenIdProblem = 'INVALID_TOKEN_ID' | 'TOKEN_ID_NEGATIVE' | 'TOKEN_ID_EXPONENT' | 'TOKEN_ID_TOO_LARGE';

/**
 * Why a recipient can never spend what it is sent; stable codes. `PRECOMPILE_ADDRESS` and `BURN_ADDRESS` are fixed
 * lists (`UNSPENDABLE_ADDRESSES`); the others come from the run: the token's own contract (`TOKEN_CONTRACT`), the
 * BulkSend contract (`BULKSEND_CONTRACT`), the sender itself in an NFT run (`SENDER_ADDRESS`).
 */
export type UnspendableProblem =
  | 'PRECOMPILE_ADDRESS'
  | 'BURN_ADDRESS'
  | 'TOKEN_CONTRACT'
  | 'BULKSEND_CONTRACT'
  | 'SENDER_ADDRESS';

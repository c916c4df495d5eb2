/** Why a chunk would fail, in words a member understands (each has a message key `bulkSendReason_<reason>`). */
export type SimulationFailureReason =
  /** A recipient contract refuses the native coin (reverts or burns its gas). */
  | 'recipientReverted'
  /** The token refused the transfer to this recipient (blocked address, paused token…). */
  | 'tokenRefused'
  /** The token keeps part of each transfer (fee-on-transfer or rebasing): BulkSend refuses it. */
  | 'feeOnTransfer'
  /** The token moved another amount than asked (a lying or short `transferFrom`, or more than asked). */
  | 'tokenMisbehaves'
  /** The sender holds less than the chunk needs (tokens, or coin for amounts + fee + gas). */
  | 'balanceShort'
  /** BulkSend may pull less than the chunk's total. */
  | 'allowanceShort'
  /** The list's amounts were read with other decimals than the token has (`run.decimals` ≠ `decimals()`). */
  | 'decimalsMismatch'
  /** The address has no token contract. */
  | 'notAToken'
  /** The chain already recorded this batch id for the sender: the chunk is paid. */
  | 'alreadySent'
  /** The recipient is the zero address. */
  | 'zeroAddress'
  /** The contract does not report the run's NFT standard through ERC-165 (ERC-721 or ERC-1155). */
  | 'wrongStandard'
  /** BulkSend is not an approved operator of the sender's tokens (`setApprovalForAll`) yet. */
  | 'notApproved'
  /** The sender does not own this line's ERC-721 token id (`NotTokenOwner`). */
  | 'notOwned'
  /** The same ERC-721 token id appears on an earlier line of the chunk. */
  | 'duplicateTokenId'
  /** An ERC-1155 amount of zero. */
  | 'zeroAmount'
  /** Anything else the contract or the node refused (the error name tells which). */
  | 'other';

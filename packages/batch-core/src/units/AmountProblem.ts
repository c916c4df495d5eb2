/** Why a written amount was refused; stable codes shared by `parseUnits` errors and `parseRecipients` issues. */
export type AmountProblem =
  | 'INVALID_AMOUNT'
  | 'AMOUNT_NEGATIVE'
  | 'AMOUNT_EXPONENT'
  | 'AMOUNT_SEPARATOR'
  | 'TOO_MANY_DECIMALS'
  | 'TOO_MANY_DIGITS';

// The English text of every error @fanout/batch-core throws, by `messageKey`, as an i18next resource: placeholders are
// `{{name}}`, filled from the error's `messageParams`. An app translates by key (wallet-core ships the Chinese texts
// and shows these errors through `userMessageOf`); `error.shortMessage` stays the developer's sentence.

export const batchCoreMessages = {
  en: {
    batchCoreError: 'The input was refused',
    invalidAddress: 'Not a valid address: {{address}}',
    invalidAddressChecksum: 'Not a valid address: {{address}} fails its checksum (a character was probably mistyped)',
    zeroAddress: 'The zero address cannot receive tokens',
    invalidAmount: 'Amount "{{value}}" is not a plain decimal number',
    amountNegative: 'Amount "{{value}}" is negative; amounts must be greater than zero',
    amountExponent: 'Amount "{{value}}" uses an exponent; write the number out in full (1000000, not 1e6)',
    amountSeparator:
      'Amount "{{value}}" contains a separator; write it without thousands separators, with "." as the decimal point',
    tooManyDecimals: 'Amount "{{value}}" has more than {{decimals}} decimal places, the most this token allows',
    tooManyDigits: 'Amount "{{value}}" has more than {{max}} digits',
    tokenIdMissing: 'A token id is needed',
    invalidTokenId: 'Token id "{{value}}" is not a whole number written with digits, or 0x and hex digits',
    tokenIdNegative: 'Token id "{{value}}" is negative; token ids never are',
    tokenIdExponent:
      'Token id "{{value}}" is written with an exponent, so its digits are lost: format the column as text and export again',
    tokenIdTooLarge: 'Token id "{{value}}" is larger than the largest id a token can have (2^256 − 1)',
    invalidDecimals: 'Token decimals must be a whole number from 0 to {{max}}, not {{decimals}}',
    invalidChunkSize: 'A batch holds 1 to {{max}} recipients, not {{size}}',
    invalidOption: 'The option {{option}} cannot be {{value}}',
    invalidFeeParameter: 'The fee cannot be computed: {{parameter}} cannot be {{value}}',
    packLengthMismatch: 'The batch has {{recipients}} recipients but {{amounts}} amounts',
    packCountOutOfRange: 'A batch holds 1 to {{max}} recipients, not {{count}}',
    packInvalidAmount: 'The amount of entry {{entry}} is not a whole number of base units',
    packAmountNegative: 'The amount of entry {{entry}} is negative',
    packAmountTooLarge: 'The amount of entry {{entry}} ({{amount}}) is too large to send in a batch',
    packInvalidAddress: 'The recipient of entry {{entry}} is not an address: {{address}}',
    packZeroAddress: 'The recipient of entry {{entry}} is the zero address',
    packInvalidWord: 'Entry {{entry}} of the packed batch is not a uint256',
  },
};

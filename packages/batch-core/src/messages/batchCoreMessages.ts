// The English text of every error @fanout/batch-core throws, by `messageKey`, as an i18next resource: placeholders are
// `{{name}}`, filled from the error's `messageParams`. An app translates by key (wallet-core ships the Chinese texts
// and shows these errors through `userMessageOf`); `error.shortMessage` stays the developer's sentence.

export const batchCoreMessages = {
  en: {
    BATCH_CORE_ERROR: 'The input was refused',
    INVALID_ADDRESS: 'Not a valid address: {{address}}',
    BAD_CHECKSUM: 'Not a valid address: {{address}} fails its checksum (a character was probably mistyped)',
    ZERO_ADDRESS: 'The zero address cannot receive tokens',
    PRECOMPILE_ADDRESS: '{{address}} is a precompile, not a wallet: nothing sent there can ever be moved again',
    BURN_ADDRESS: '{{address}} is a burn address: nothing sent there can ever be moved again',
    TOKEN_CONTRACT: "{{address}} is the token's own contract: tokens sent to it are stuck there",
    BULKSEND_CONTRACT: '{{address}} is the BulkSend contract: what is sent to it is stuck there',
    SENDER_ADDRESS: '{{address}} is the sending wallet itself: the NFT would not move',
    ENS_NAME_UNRESOLVED:
      '{{name}} is an ENS name: ENS names need resolution to an address before this line can be paid',
    INVALID_ENS_NAME: '{{name}} is not a valid ENS name',
    ENS_NAME_NO_ADDRESS: '{{name}} has no address on this chain',
    ADDRESS_BOOK_EMPTY_NAME: 'The name of {{address}} is empty: every address-book entry needs a name',
    ADDRESS_BOOK_INVALID_CHAIN_ID: 'Chain id "{{chainId}}" is not a positive whole number',
    ADDRESS_BOOK_DUPLICATE: '{{address}} is already in the address book (line {{otherLine}})',
    ADDRESS_BOOK_HEADER: 'The first line must name the columns: address,name,chainId',
    ADDRESS_BOOK_INVALID_JSON: 'This is not an address book: a JSON list of address, name and chainId entries',
    INVALID_AMOUNT: 'Amount "{{value}}" is not a plain decimal number',
    AMOUNT_NEGATIVE: 'Amount "{{value}}" is negative; amounts must be greater than zero',
    AMOUNT_EXPONENT: 'Amount "{{value}}" uses an exponent; write the number out in full (1000000, not 1e6)',
    AMOUNT_SEPARATOR:
      'Amount "{{value}}" contains a separator; write it without thousands separators, with "." as the decimal point',
    TOO_MANY_DECIMALS: 'Amount "{{value}}" has more than {{decimals}} decimal places, the most this token allows',
    TOO_MANY_DIGITS: 'Amount "{{value}}" has more than {{max}} digits',
    TOKEN_ID_MISSING: 'A token id is needed',
    INVALID_TOKEN_ID: 'Token id "{{value}}" is not a whole number written with digits, or 0x and hex digits',
    TOKEN_ID_NEGATIVE: 'Token id "{{value}}" is negative; token ids never are',
    TOKEN_ID_EXPONENT:
      'Token id "{{value}}" is written with an exponent, so its digits are lost: format the column as text and export again',
    TOKEN_ID_TOO_LARGE: 'Token id "{{value}}" is larger than the largest id a token can have (2^256 − 1)',
    INVALID_DECIMALS: 'Token decimals must be a whole number from 0 to {{max}}, not {{decimals}}',
    INVALID_CHUNK_SIZE: 'A batch holds 1 to {{max}} recipients, not {{size}}',
    INVALID_OPTION: 'The option {{option}} cannot be {{value}}',
    INVALID_FEE_PARAMETER: 'The fee cannot be computed: {{parameter}} cannot be {{value}}',
    PACK_LENGTH_MISMATCH: 'The batch has {{recipients}} recipients but {{amounts}} amounts',
    PACK_COUNT_OUT_OF_RANGE: 'A batch holds 1 to {{max}} recipients, not {{count}}',
    PACK_INVALID_AMOUNT: 'The amount of entry {{entry}} is not a whole number of base units',
    PACK_AMOUNT_NEGATIVE: 'The amount of entry {{entry}} is negative',
    PACK_AMOUNT_TOO_LARGE: 'The amount of entry {{entry}} ({{amount}}) is too large to send in a batch',
    PACK_INVALID_ADDRESS: 'The recipient of entry {{entry}} is not an address: {{address}}',
    PACK_ZERO_ADDRESS: 'The recipient of entry {{entry}} is the zero address',
    PACK_INVALID_WORD: 'Entry {{entry}} of the packed batch is not a uint256',
  },
};

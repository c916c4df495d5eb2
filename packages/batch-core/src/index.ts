// Public entry of @fanout/batch-core: recipient lists parsed, validated, summed, chunked and priced exactly.
export type { Address } from './address/Address.js';
export type { AddressProblem } from './address/AddressProblem.js';
export { checksumLowerHex } from './address/checksumLowerHex.js';
export { InvalidAddressError } from './address/InvalidAddressError.js';
export { isAddress } from './address/isAddress.js';
export { isTokenAddressCandidate } from './address/isTokenAddressCandidate.js';
export { keccak256 } from './address/keccak256.js';
export { toChecksumAddress } from './address/toChecksumAddress.js';
export { ADDRESS_BOOK_CSV_COLUMNS } from './addressBook/ADDRESS_BOOK_CSV_COLUMNS.js';
export type { AddressBookEntry } from './addressBook/AddressBookEntry.js';
export type { AddressBookImport } from './addressBook/AddressBookImport.js';
export type { AddressBookIssue } from './addressBook/AddressBookIssue.js';
export type { AddressBookIssueCode } from './addressBook/AddressBookIssueCode.js';
export { addressBookNameOf } from './addressBook/addressBookNameOf.js';
export { addressBookToCsv } from './addressBook/addressBookToCsv.js';
export { addressBookToJson } from './addressBook/addressBookToJson.js';
export { type AddressBookInput, checkAddressBookEntry } from './addressBook/checkAddressBookEntry.js';
export { type AddressBookMerge, mergeAddressBook } from './addressBook/mergeAddressBook.js';
export { parseAddressBookCsv } from './addressBook/parseAddressBookCsv.js';
export { parseAddressBookJson } from './addressBook/parseAddressBookJson.js';
export { chunk } from './chunk/chunk.js';
export { InvalidChunkSizeError } from './chunk/InvalidChunkSizeError.js';
export type { RecipientChunk } from './chunk/RecipientChunk.js';
export type { CsvCell } from './csv/CsvCell.js';
export type { ToCsvOptions } from './csv/ToCsvOptions.js';
export { toCsv } from './csv/toCsv.js';
export type { EnsNameLine } from './ens/EnsNameLine.js';
export type { EnsNameProblem } from './ens/EnsNameProblem.js';
export type { EnsOptions } from './ens/EnsOptions.js';
export { isEnsName } from './ens/isEnsName.js';
export { BatchCoreError, type BatchCoreErrorName, type BatchCoreErrorOptions } from './errors/BatchCoreError.js';
export { InvalidOptionError } from './errors/InvalidOptionError.js';
export { type BulkSendFeeParameters, bulkSendFee } from './fee/bulkSendFee.js';
export { InvalidFeeParameterError } from './fee/InvalidFeeParameterError.js';
export {
  DEFAULT_MAX_FRACTION_DIGITS,
  MAX_APPROVE,
  MAX_DECIMALS,
  MAX_DIGITS,
  MAX_FEE_PERCENT,
  MAX_RECIPIENTS,
  MAX_UINT256,
  NULL_ADDRESS,
  TOKEN_ADDRESS_MIN_LENGTH,
} from './limits/constants.js';
export { createLookAlikeIndex } from './lookAlike/createLookAlikeIndex.js';
export { differingPositions } from './lookAlike/differingPositions.js';
export type { FindLookAlikesOptions } from './lookAlike/FindLookAlikesOptions.js';
export { findAddressPoisoning } from './lookAlike/findAddressPoisoning.js';
export { findLookAlikes } from './lookAlike/findLookAlikes.js';
export type { IncomingTransfer } from './lookAlike/IncomingTransfer.js';
export type { KnownAddress } from './lookAlike/KnownAddress.js';
export { LOOK_ALIKE_RULE } from './lookAlike/LOOK_ALIKE_RULE.js';
export type { LookAlikeIndex } from './lookAlike/LookAlikeIndex.js';
export type { LookAlikeKnown } from './lookAlike/LookAlikeKnown.js';
export type { LookAlikeLine } from './lookAlike/LookAlikeLine.js';
export type { LookAlikeMatch } from './lookAlike/LookAlikeMatch.js';
export type { LookAlikeRule } from './lookAlike/LookAlikeRule.js';
export type { LookAlikeSource } from './lookAlike/LookAlikeSource.js';
export { lookAlikeKey } from './lookAlike/lookAlikeKey.js';
export type { PoisoningAttempt } from './lookAlike/PoisoningAttempt.js';
export type { BatchCoreMessageKey } from './messages/BatchCoreMessageKey.js';
export type { BatchCoreMessageParams } from './messages/BatchCoreMessageParams.js';
export { batchCoreMessages } from './messages/batchCoreMessages.js';
export { InvalidTokenIdError } from './nftLists/InvalidTokenIdError.js';
export { isSafeAirdropCsv } from './nftLists/isSafeAirdropCsv.js';
export type { ListIssue } from './nftLists/ListIssue.js';
export { mergeNftDuplicates } from './nftLists/mergeNftDuplicates.js';
export type { NftListIssue } from './nftLists/NftListIssue.js';
export type { NftListIssueCode } from './nftLists/NftListIssueCode.js';
export type { NftPlan } from './nftLists/NftPlan.js';
export type { NftRow } from './nftLists/NftRow.js';
export type { NftStandard } from './nftLists/NftStandard.js';
export type { ParseNftListOptions } from './nftLists/ParseNftListOptions.js';
export type { ParseSafeAirdropOptions } from './nftLists/ParseSafeAirdropOptions.js';
export { parseNftList } from './nftLists/parseNftList.js';
export { parseSafeAirdropCsv } from './nftLists/parseSafeAirdropCsv.js';
export { parseTokenId } from './nftLists/parseTokenId.js';
export { resolveNftStandard } from './nftLists/resolveNftStandard.js';
export type { SafeAirdropAsset } from './nftLists/SafeAirdropAsset.js';
export type { SafeAirdropGroup } from './nftLists/SafeAirdropGroup.js';
export type { SafeAirdropIssue } from './nftLists/SafeAirdropIssue.js';
export type { SafeAirdropIssueCode } from './nftLists/SafeAirdropIssueCode.js';
export type { SafeAirdropPlan } from './nftLists/SafeAirdropPlan.js';
export type { TokenIdProblem } from './nftLists/TokenIdProblem.js';
export { MAX_PACKED_AMOUNT, PACKED_AMOUNT_LIMIT } from './pack/PACKED_AMOUNT_LIMIT.js';
export { PackedAmountTooLargeError } from './pack/PackedAmountTooLargeError.js';
export { type PackProblem, PackRecipientsError, type PackRecipientsErrorName } from './pack/PackRecipientsError.js';
export { packRecipients } from './pack/packRecipients.js';
export { packRecipientsWith } from './pack/packRecipientsWith.js';
export { unpackRecipients } from './pack/unpackRecipients.js';
export { type HeaderColumns, type MappedColumns, mapHeaderColumns } from './recipients/mapHeaderColumns.js';
export { mergeDuplicates } from './recipients/mergeDuplicates.js';
export type { ParseRecipientsOptions } from './recipients/ParseRecipientsOptions.js';
export { parseRecipients } from './recipients/parseRecipients.js';
export type { RecipientIssue } from './recipients/RecipientIssue.js';
export type { RecipientIssueCode } from './recipients/RecipientIssueCode.js';
export type { RecipientPlan } from './recipients/RecipientPlan.js';
export type { RecipientRow } from './recipients/RecipientRow.js';
export type { AmountProblem } from './units/AmountProblem.js';
export { type FormatAmountOptions, formatAmount } from './units/formatAmount.js';
export { formatUnits } from './units/formatUnits.js';
export { InvalidAmountError } from './units/InvalidAmountError.js';
export { InvalidDecimalsError } from './units/InvalidDecimalsError.js';
export { parseUnits } from './units/parseUnits.js';
export { UNSPENDABLE_ADDRESSES, type UnspendableAddress } from './unspendable/UNSPENDABLE_ADDRESSES.js';
export type { UnspendableOptions } from './unspendable/UnspendableOptions.js';
export type { UnspendableProblem } from './unspendable/UnspendableProblem.js';
export { unspendableProblemOf } from './unspendable/unspendableProblemOf.js';

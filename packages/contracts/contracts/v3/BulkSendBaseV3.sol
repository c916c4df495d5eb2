// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title BulkSendBaseV3
/// @notice BulkSend v3 (v2 is contracts/BulkSend*.sol, frozen as deployed). What BulkSendV3 and its NFT sends (BulkSendNftV3, run by delegatecall on BulkSendV3's storage) share: the storage
///         layout, the exactly-once batch record, the fee check, the summary event and the errors of both.
/// @dev BulkSendNftV3 lives in its own contract because BulkSendV3's unrolled fungible loops leave too little of the
///      24,576-byte code size limit for the NFT loops; both inherit this base so their storage slots are the same.
abstract contract BulkSendBaseV3 {
    /*//////////////////////////////////////////////////////////////
                                CONSTANTS
    //////////////////////////////////////////////////////////////*/

    /// @notice Most recipients accepted by one call.
    uint256 public constant MAX_RECIPIENTS = 255;

    /// @notice Divisor of `feePercent` in the minimum-fee formula.
    uint256 public constant FEE_DIVISOR = 100;

    /// @dev `balanceOf(address)` selector (ERC-20 and ERC-721).
    uint256 internal constant _BALANCE_OF = 0x70a08231;

    /// @dev The low 160 bits of a word: a recipient. Also the largest canonical address.
    uint256 internal constant _ADDRESS_MASK = 0x00ffffffffffffffffffffffffffffffffffffffff;

    /// @dev Most bytes of a token's revert (or return) data carried by the failure errors.
    uint256 internal constant _MAX_REASON_BYTES = 256;

    /// @dev Transient slot (EIP-1153): fees recorded by the sends of this transaction so far, so a send that a
    ///      recipient re-enters reports only its own fee. keccak256("fanout.BulkSendV3.fees") - 1.
    uint256 internal constant _FEES_SLOT = 0x668fd934c00f5b3f92cc1d2e51aa60c191b17114a3c14571de950782d760f201;

    /*//////////////////////////////////////////////////////////////
                                 STORAGE
    //////////////////////////////////////////////////////////////*/

    /// @dev Owner and fee percent share one slot, so a send reads both with one SLOAD.
    address internal _owner;
    uint8 internal _feePercent;
    address internal _pendingOwner;

    /// @dev Batches sent with a non-zero id, per sender (fungible and NFT sends share it).
    mapping(address sender => mapping(bytes32 batchId => bool)) internal _batchSent;

    /// @dev Batches recorded per sender (one per non-zero id), so a history read can tell it found them all.
    mapping(address sender => uint256 count) internal _batchCount;

    /*//////////////////////////////////////////////////////////////
                                 EVENTS
    //////////////////////////////////////////////////////////////*/

    /// @notice One summary per batch sent with a batch id: `sendEthPacked`, `sendErc20Packed` and every NFT send (id
    ///         zero when none was given). `token` is the zero address for native coin, else the ERC-20, ERC-721 or
    ///         ERC-1155 contract; `recipients` the number of entries; `fee` what this call left in the contract
    ///         (never what a re-entrant inner send left).
    event BatchSent(
        address indexed sender, bytes32 indexed batchId, address indexed token, uint256 recipients, uint256 fee
    );

    /// @notice The owner claimed `amount` of NFT `tokenId` of `token` that BulkSend held (ERC-721: amount 1).
    event NftClaimed(address indexed token, address indexed to, uint256 tokenId, uint256 amount);

    /*//////////////////////////////////////////////////////////////
                                 ERRORS
    //////////////////////////////////////////////////////////////*/

    /// @notice The recipient and amount lists differ in length.
    error LengthMismatch(uint256 recipients, uint256 amounts);

    /// @notice The batch has 0 or more than `MAX_RECIPIENTS` recipients.
    error RecipientCountOutOfRange(uint256 count, uint256 max);

    /// @notice The attached value does not cover the minimum fee (`sendEth` needs strictly more than it).
    error FeeTooLow(uint256 value, uint256 minFee);

    /// @notice The recipient at `index` is the zero address.
    error ZeroAddressRecipient(uint256 index);

    /// @notice The recipient word at `index` has non-zero upper 96 bits: not an ABI-encoded address.
    error RecipientNotCanonical(uint256 index, bytes32 word);

    /// @notice `token.balanceOf` reverted or returned less than 32 bytes.
    error BalanceQueryFailed(address token);

    /// @notice Sending the claimed balance to the owner failed (native coin refused, or the token transfer failed).
    error ClaimFailed(address token, uint256 amount);

    /// @notice `caller` is not the owner (or, for `acceptOwnership`, not the pending owner).
    error Unauthorized(address caller);

    /// @notice `sender` already sent the batch `batchId` (exactly-once batches).
    error BatchAlreadySent(address sender, bytes32 batchId);

    /// @notice The batch id was not made for `sender` on chain `chainId`: its upper 128 bits must be the upper 128 bits
    ///         of `keccak256(abi.encode(chainId, sender))` (a Safe file replayed by another Safe or on another chain).
    error BatchIdNotForSender(address sender, uint256 chainId, bytes32 batchId);

    /// @notice `token` does not report the standard the send needs through ERC-165 (`supportsInterface(interfaceId)`
    ///         reverted, returned false or returned nothing: an ERC-20, an account without code, ...).
    error WrongTokenStandard(address token, bytes4 interfaceId);

    /// @notice ERC-721: the token id at `index` is not the sender's: `owner` owns it (zero: no owner, or `ownerOf`
    ///         failed).
    error NotTokenOwner(uint256 index, uint256 tokenId, address owner);

    /// @notice ERC-1155: the sender's balance of `tokenId` (`balance`, after the earlier entries) is below the amount
    ///         at `index`.
    error InsufficientTokenBalance(uint256 index, uint256 tokenId, uint256 amount, uint256 balance);

    /// @notice ERC-721: the token id at `index` already appears at `firstIndex` of the same batch.
    error DuplicateTokenId(uint256 index, uint256 firstIndex, uint256 tokenId);

    /// @notice `sendErc1155Uniform`: the recipients' bytes (`length`) are not a whole number of 20-byte addresses.
    error RecipientsNotPacked(uint256 length);

    /// @notice `sendErc1155Packed`: `amountBytes` is not 1 to 12, or the entries' bytes (`length`) are not a whole number
    ///         of entries of 20 + `amountBytes` bytes.
    error EntriesNotPacked(uint256 length, uint256 amountBytes);

    /// @notice A packed send's amounts add up to `sum`, not to the `total` given.
    error TotalMismatch(uint256 total, uint256 sum);

    /// @notice ERC-1155: the amount at `index` is zero (`sendErc1155Uniform`: its one amount, index 0).
    error ZeroAmount(uint256 index);

    /// @notice The sender has not approved BulkSendV3 for `token` (`setApprovalForAll(BulkSendV3, true)`).
    error NotApprovedForAll(address token, address sender);

    /// @notice The recipient at `index` is a contract that refused the token (no or a wrong `onERC721Received` /
    ///         `onERC1155Received` answer, or it reverted). `reason` is the token's revert data, at most 256 bytes.
    error RecipientCannotReceive(uint256 index, address recipient, bytes reason);

    /// @notice The NFT transfer at `index` reverted for another reason (a paused token, ...). `amount` is 1 for
    ///         ERC-721; `reason` is the token's revert data, at most 256 bytes.
    error NftTransferFailed(uint256 index, address recipient, uint256 tokenId, uint256 amount, bytes reason);

    /// @notice The token reported every transfer as done, but the sender's balance fell by `debited` instead of
    ///         `expected` (ERC-721: ids; ERC-1155: units of `tokenId`): the token lies about ownership or moved
    ///         something else. Nothing is recorded.
    error SenderNotDebited(address token, uint256 tokenId, uint256 expected, uint256 debited);

    /*//////////////////////////////////////////////////////////////
                                 READS
    //////////////////////////////////////////////////////////////*/

    /// @notice Minimum fee at this point of execution: `tx.gasprice * gasleft() * feePercent / 100` (rounded
    ///         down). The sends evaluate it at their fee check, near the start of the call, so `gasleft()` is
    ///         just under the transaction's gas limit. A client that attaches
    ///         `ceil(gasEstimate * gasPrice * (100 + feePercent) / 100)` with gas limit `gasEstimate` always
    ///         satisfies it. From `eth_call` without a gas price it returns 0.
    function minFee() public view returns (uint256) {
        return (tx.gasprice * gasleft() * _feePercent) / FEE_DIVISOR;
    }

    /*//////////////////////////////////////////////////////////////
                           CHECKS AND RECORDS
    //////////////////////////////////////////////////////////////*/

    /// @dev Checks equal lengths of 1 to 255 entries and returns the count.
    function _checkLengths(uint256 recipients, uint256 amounts) internal pure returns (uint256) {
        if (recipients != amounts) revert LengthMismatch(recipients, amounts);
        return _checkCount(recipients);
    }

    /// @dev Checks 1 to 255 entries and returns the count.
    function _checkCount(uint256 count) internal pure returns (uint256) {
        if (count == 0 || count > MAX_RECIPIENTS) revert RecipientCountOutOfRange(count, MAX_RECIPIENTS);
        return count;
    }

    /// @dev Records (caller, batchId) for a non-zero id and counts it, or reverts: `BatchIdNotForSender` when the id
    ///      was not made for the caller on this chain (its upper 128 bits are not the upper 128 bits of
    ///      `keccak256(abi.encode(block.chainid, msg.sender))`), `BatchAlreadySent` if it is recorded. Done before any
    ///      transfer, so a re-entrant call with the same pair is refused too; a revert undoes the record. Per batch:
    ///      one hash of 64 bytes, the record and the count.
    function _recordBatch(bytes32 batchId) internal {
        if (batchId == bytes32(0)) return;
        bool bound;
        assembly ("memory-safe") {
            mstore(0x00, chainid())
            mstore(0x20, caller())
            bound := iszero(shr(128, xor(batchId, keccak256(0x00, 0x40))))
        }
        if (!bound) revert BatchIdNotForSender(msg.sender, block.chainid, batchId);
        mapping(bytes32 => bool) storage sent = _batchSent[msg.sender];
        if (sent[batchId]) revert BatchAlreadySent(msg.sender, batchId);
        sent[batchId] = true;
        ++_batchCount[msg.sender];
    }

    /// @dev Fees recorded by the sends of this transaction so far (transient).
    function _feesSoFar() internal view returns (uint256 fees) {
        assembly ("memory-safe") {
            fees := tload(_FEES_SLOT)
        }
    }

    /// @dev Adds `fee` to the fees recorded in this transaction, so an enclosing send does not report it as its own.
    function _recordFee(uint256 fee) internal {
        assembly ("memory-safe") {
            tstore(_FEES_SLOT, add(tload(_FEES_SLOT), fee))
        }
    }

    /// @dev Reverts for a zero recipient or a word with non-zero upper bits.
    function _revertBadRecipient(uint256 index, uint256 recipient) internal pure {
        if (recipient == 0) revert ZeroAddressRecipient(index);
        if (recipient > _ADDRESS_MASK) revert RecipientNotCanonical(index, bytes32(recipient));
    }

    /*//////////////////////////////////////////////////////////////
                             CALLDATA READS
    //////////////////////////////////////////////////////////////*/

    /// @dev Calldata position of the first entry of `list`.
    function _at(address[] calldata list) internal pure returns (uint256 offset) {
        assembly ("memory-safe") {
            offset := list.offset
        }
    }

    /// @dev Calldata position of the first entry of `list`.
    function _at(uint256[] calldata list) internal pure returns (uint256 offset) {
        assembly ("memory-safe") {
            offset := list.offset
        }
    }

    /// @dev Index of the entry whose calldata word sits at `position` in the array starting at `offset`.
    function _indexOf(uint256 offset, uint256 position) internal pure returns (uint256 index) {
        assembly ("memory-safe") {
            index := shr(5, sub(position, offset))
        }
    }

    /// @dev The raw calldata word at entry `index` of the array starting at `offset` (bounds checked by the caller).
    function _wordAt(uint256 offset, uint256 index) internal pure returns (uint256 word) {
        assembly ("memory-safe") {
            word := calldataload(add(offset, shl(5, index)))
        }
    }

    /// @dev The token's return (or revert) data, at most `_MAX_REASON_BYTES`, for the failure errors. Call it before
    ///      any other external call, which would replace the data.
    function _returnData() internal pure returns (bytes memory data) {
        assembly ("memory-safe") {
            let size := returndatasize()
            if gt(size, _MAX_REASON_BYTES) { size := _MAX_REASON_BYTES }
            data := mload(0x40)
            mstore(data, size)
            returndatacopy(add(data, 0x20), 0, size)
            mstore(0x40, add(add(data, 0x20), and(add(size, 0x1f), not(0x1f))))
        }
    }

    /// @dev `token.balanceOf(account)`, reverting with `BalanceQueryFailed` on a bad answer.
    function _balanceOf(address token, address account) internal view returns (uint256 amount) {
        bool ok;
        assembly ("memory-safe") {
            mstore(0x00, _BALANCE_OF)
            mstore(0x20, account)
            ok := and(gt(returndatasize(), 0x1f), staticcall(gas(), token, 0x1c, 0x24, 0x00, 0x20))
            amount := mload(0x00)
        }
        if (!ok) revert BalanceQueryFailed(token);
    }
}

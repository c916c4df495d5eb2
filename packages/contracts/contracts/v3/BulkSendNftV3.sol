// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {BulkSendBaseV3} from "./BulkSendBaseV3.sol";

/// @title BulkSendNftV3
/// @notice BulkSendV3's ERC-721 and ERC-1155 sends. BulkSendV3 creates this contract in its constructor and runs it by
///         delegatecall from its NFT entry points (same signatures), so it works on BulkSendV3's storage (the batch
///         record, the fee percent), at BulkSendV3's address, with the caller's `msg.sender` and `msg.value`. Called
///         directly it refuses every send (`Unauthorized`).
/// @dev Tokens move straight from the sender to each recipient (the sender calls `setApprovalForAll(BulkSendV3, true)`
///      first); nothing is held in between. Per recipient: ERC-721 `transferFrom` to an account without code and
///      `safeTransferFrom` to a contract (so the contract's `onERC721Received` runs, called by the token itself);
///      ERC-1155 `safeTransferFrom` (whose hook the standard always runs for contracts). Before the loop: the fee,
///      the token's ERC-165 answer and the batch record; after it, for the ERC-721 sends and the one-id ERC-1155 send,
///      the sender's balance must have fallen by exactly what was sent. A failed transfer is named afterwards, on the
///      failure path only (duplicate id, owner, approval, recipient contract, the token's own reason).
contract BulkSendNftV3 is BulkSendBaseV3 {
    /// @dev ERC-721 `transferFrom(address,address,uint256)`; `safeTransferFrom(address,address,uint256)` is
    ///      `_TRANSFER_FROM ^ _SAFE_721_XOR` (same arguments, so the loop only swaps the selector).
    uint256 private constant _TRANSFER_FROM = 0x23b872dd;
    uint256 private constant _SAFE_721_XOR = 0x23b872dd ^ 0x42842e0e;

    /// @dev ERC-1155 `safeTransferFrom(address,address,uint256,uint256,bytes)`.
    uint256 private constant _SAFE_1155 = 0xf242432a;

    /// @dev ERC-165 interface ids.
    bytes4 private constant _ERC721_ID = 0x80ac58cd;
    bytes4 private constant _ERC1155_ID = 0xd9b67a26;

    /// @dev BulkSendV3 (the creator): the only context these sends run in.
    address private immutable _BULK_SEND;

    constructor() {
        _BULK_SEND = msg.sender;
    }

    /*//////////////////////////////////////////////////////////////
                                 SENDS
    //////////////////////////////////////////////////////////////*/

    /// @notice ERC-721: token id `ids[i]` from the caller to `recipients[i]` for each i (ids of any size).
    function sendErc721(address token, bytes32 batchId, address[] calldata recipients, uint256[] calldata ids)
        external
        payable
    {
        uint256 count = _start(token, batchId, _ERC721_ID, _checkLengths(recipients.length, ids.length));
        uint256 before = _balanceOf(token, msg.sender);
        uint256 failedAt = _send721Pairs(token, _at(recipients), _at(ids), count);
        if (failedAt != 0) {
            uint256 index = _indexOf(_at(recipients), failedAt);
            _revert721Failure(token, _at(ids), false, index, _wordAt(_at(recipients), index));
        }
        _settle721(token, before, count, _at(recipients), _at(ids), false);
        emit BatchSent(msg.sender, batchId, token, count, msg.value);
    }

    /// @notice ERC-721, packed: each word of `packed` is `tokenId << 160 | recipient` (ids below 2^96).
    function sendErc721Packed(address token, bytes32 batchId, uint256[] calldata packed) external payable {
        uint256 count = _start(token, batchId, _ERC721_ID, _checkCount(packed.length));
        uint256 before = _balanceOf(token, msg.sender);
        uint256 failedAt = _send721Packed(token, _at(packed), count);
        if (failedAt != 0) {
            uint256 index = _indexOf(_at(packed), failedAt);
            _revert721Failure(token, _at(packed), true, index, _wordAt(_at(packed), index) & _ADDRESS_MASK);
        }
        _settle721(token, before, count, _at(packed), _at(packed), true);
        emit BatchSent(msg.sender, batchId, token, count, msg.value);
    }

    /// @notice `sendErc721Packed` for recipients without code only: every recipient gets its id by `transferFrom`, with no
    ///         code check (2,600 gas less per recipient). A recipient contract would get the id without its
    ///         `onERC721Received` being asked, so the caller sends here only a chunk whose every recipient had no code
    ///         when it checked; everyone else goes through `sendErc721Packed`. All other checks as `sendErc721Packed`.
    function sendErc721PackedToEoas(address token, bytes32 batchId, uint256[] calldata packed) external payable {
        uint256 count = _start(token, batchId, _ERC721_ID, _checkCount(packed.length));
        uint256 before = _balanceOf(token, msg.sender);
        uint256 failedAt = _send721ToEoas(token, _at(packed), count);
        if (failedAt != 0) {
            uint256 index = _indexOf(_at(packed), failedAt);
            _revert721Failure(token, _at(packed), true, index, _wordAt(_at(packed), index) & _ADDRESS_MASK);
        }
        _settle721(token, before, count, _at(packed), _at(packed), true);
        emit BatchSent(msg.sender, batchId, token, count, msg.value);
    }

    /// @notice ERC-1155, one token id for the whole batch, an amount each: `entries` is, per recipient, its 20-byte
    ///         address then its amount in `amountBytes` big-endian bytes (1 to 12, the same for every entry: as few as
    ///         the largest amount needs; amounts 1 to 2^96 - 1), back to back; `total` is the sum of the amounts. The
    ///         sender's balance of `tokenId` must fall by exactly `total` (entries to the sender itself excepted), and
    ///         the amounts must add up to it (`TotalMismatch`, checked when the balance did not fall by `total`).
    function sendErc1155Packed(
        address token,
        uint256 tokenId,
        bytes32 batchId,
        uint256 total,
        uint256 amountBytes,
        bytes calldata entries
    ) external payable {
        uint256 count = _checkEntries(entries.length, amountBytes);
        _start(token, batchId, _ERC1155_ID, count);
        uint256 start;
        assembly ("memory-safe") {
            start := entries.offset
        }
        uint256 before = _balanceOf1155(token, msg.sender, tokenId);
        uint256 failedAt = _send1155Entries(token, tokenId, amountBytes, start, count);
        if (failedAt != 0) {
            (address recipient, uint256 amount) = _entryAt(failedAt, amountBytes);
            _revert1155Failure(token, (failedAt - start) / (20 + amountBytes), uint160(recipient), tokenId, amount);
        }
        uint256 debited;
        unchecked {
            debited = before - _balanceOf1155(token, msg.sender, tokenId);
        }
        if (debited != total) {
            uint256 sum;
            uint256 kept;
            for (uint256 i; i < count; ++i) {
                (address recipient, uint256 amount) = _entryAt(start + i * (20 + amountBytes), amountBytes);
                sum += amount;
                if (recipient == msg.sender) kept += amount;
            }
            if (sum != total) revert TotalMismatch(total, sum);
            if (debited != total - kept) revert SenderNotDebited(token, tokenId, total - kept, debited);
        }
        _recordFee(msg.value);
        emit BatchSent(msg.sender, batchId, token, count, msg.value);
    }

    /// @notice ERC-1155, one token id and one amount for the whole batch: `recipients` is the recipients' 20-byte
    ///         addresses back to back (`abi.encodePacked(address[])`, 1 to 255 of them), each sent `amount` of `tokenId`.
    function sendErc1155Uniform(
        address token,
        uint256 tokenId,
        uint256 amount,
        bytes32 batchId,
        bytes calldata recipients
    ) external payable {
        uint256 count = recipients.length / 20;
        if (count * 20 != recipients.length) revert RecipientsNotPacked(recipients.length);
        _start(token, batchId, _ERC1155_ID, _checkCount(count));
        if (amount == 0) revert ZeroAmount(0);
        uint256 start;
        assembly ("memory-safe") {
            start := recipients.offset
        }
        uint256 before = _balanceOf1155(token, msg.sender, tokenId);
        uint256 failedAt = _send1155Uniform(token, tokenId, amount, start, count);
        if (failedAt != 0) {
            uint256 recipient;
            assembly ("memory-safe") {
                recipient := shr(96, calldataload(failedAt))
            }
            _revert1155Failure(token, (failedAt - start) / 20, recipient, tokenId, amount);
        }
        uint256 debited;
        unchecked {
            debited = before - _balanceOf1155(token, msg.sender, tokenId);
        }
        if (debited != amount * count) {
            uint256 kept;
            for (uint256 i; i < count; ++i) {
                if (address(bytes20(recipients[i * 20:i * 20 + 20])) == msg.sender) kept += amount;
            }
            if (debited != amount * count - kept) revert SenderNotDebited(token, tokenId, amount * count - kept, debited);
        }
        _recordFee(msg.value);
        emit BatchSent(msg.sender, batchId, token, count, msg.value);
    }

    /// @notice ERC-1155, any id per recipient: `amounts[i]` of token id `ids[i]` to `recipients[i]` for each i.
    /// @dev The sender's balance is not re-read per id (that would cost two calls per recipient): the standard
    ///      requires the token to revert on a short balance, and the failure path names it.
    function sendErc1155(
        address token,
        bytes32 batchId,
        address[] calldata recipients,
        uint256[] calldata ids,
        uint256[] calldata amounts
    ) external payable {
        uint256 count = _checkLengths(recipients.length, ids.length);
        _start(token, batchId, _ERC1155_ID, _checkLengths(count, amounts.length));
        uint256 failedAt = _send1155Triples(token, _at(recipients), _at(ids), _at(amounts), count);
        if (failedAt != 0) {
            uint256 index = _indexOf(_at(recipients), failedAt);
            _revert1155Failure(token, index, _wordAt(_at(recipients), index), ids[index], amounts[index]);
        }
        _recordFee(msg.value);
        emit BatchSent(msg.sender, batchId, token, count, msg.value);
    }

    /*//////////////////////////////////////////////////////////////
                               OWNER ONLY
    //////////////////////////////////////////////////////////////*/

    /// @notice Owner only: moves ERC-721 `tokenId`, held by BulkSend (sent to it by mistake with a plain `transferFrom`),
    ///         to the owner with `transferFrom` (no receiver hook, so any owner account can take it).
    function claimErc721(address token, uint256 tokenId) external {
        address to = _onlyOwnerInBulkSend();
        _claimCall(token, abi.encodeWithSelector(bytes4(uint32(_TRANSFER_FROM)), address(this), to, tokenId), 1);
        emit NftClaimed(token, to, tokenId, 1);
    }

    /// @notice Owner only: moves BulkSend's whole balance of ERC-1155 `tokenId` to the owner (`safeTransferFrom`: an
    ///         owner contract must accept ERC-1155, as a Safe does).
    function claimErc1155(address token, uint256 tokenId) external {
        address to = _onlyOwnerInBulkSend();
        uint256 amount = _balanceOf1155(token, address(this), tokenId);
        _claimCall(
            token, abi.encodeWithSelector(bytes4(uint32(_SAFE_1155)), address(this), to, tokenId, amount, ""), amount
        );
        emit NftClaimed(token, to, tokenId, amount);
    }

    /*//////////////////////////////////////////////////////////////
                           CHECKS AND SETTLING
    //////////////////////////////////////////////////////////////*/

    /// @dev Reverts unless this runs inside BulkSend for its owner; returns the owner.
    function _onlyOwnerInBulkSend() private view returns (address current) {
        current = _owner;
        if (address(this) != _BULK_SEND || msg.sender != current) revert Unauthorized(msg.sender);
    }

    /// @dev Calls `token` with `data` for a claim; reverts `ClaimFailed(token, amount)` when it reverts or the token has
    ///      no code.
    function _claimCall(address token, bytes memory data, uint256 amount) private {
        if (token.code.length == 0) revert ClaimFailed(token, amount);
        (bool ok,) = token.call(data);
        if (!ok) revert ClaimFailed(token, amount);
    }

    /// @dev Before any transfer: only inside BulkSendV3, the fee (value at least `minFee()`, as the ERC-20 sends), the
    ///      token's standard (ERC-165), then the batch record. Returns `count`.
    function _start(address token, bytes32 batchId, bytes4 interfaceId, uint256 count) private returns (uint256) {
        if (address(this) != _BULK_SEND) revert Unauthorized(msg.sender);
        uint256 fee = minFee();
        if (msg.value < fee) revert FeeTooLow(msg.value, fee);
        bool ok;
        assembly ("memory-safe") {
            mstore(0x00, 0x01ffc9a7) // supportsInterface(bytes4)
            mstore(0x20, interfaceId)
            ok := staticcall(gas(), token, 0x1c, 0x24, 0x00, 0x20)
            ok := and(ok, and(gt(returndatasize(), 0x1f), eq(mload(0x00), 1)))
        }
        if (!ok) revert WrongTokenStandard(token, interfaceId);
        _recordBatch(batchId);
        return count;
    }

    /// @dev After the loop (ERC-1155, one id): the sender's balance (`before` → `afterwards`) must have fallen by
    ///      exactly `expected` (the sum of the amounts), less what entries addressed to the sender itself kept (counted
    ///      only when the first comparison fails). Records the value as the fee.
    function _settle(
        address token,
        uint256 tokenId,
        uint256 before,
        uint256 afterwards,
        uint256 expected,
        uint256 offset
    ) private {
        uint256 debited;
        unchecked {
            debited = before - afterwards;
        }
        if (debited != expected) {
            uint256 count = _countOf(offset);
            for (uint256 i; i < count; ++i) {
                uint256 word = _wordAt(offset, i);
                if (word & _ADDRESS_MASK == uint256(uint160(msg.sender))) expected -= word >> 160;
            }
            if (debited != expected) revert SenderNotDebited(token, tokenId, expected, debited);
        }
        _recordFee(msg.value);
    }

    /// @dev After an ERC-721 loop: the sender's balance must have fallen by one per entry, less the entries addressed
    ///      to the sender itself (counted only when the first comparison fails, as `_settle`). An honest token refuses
    ///      a repeated id itself (the sender no longer owns it), except when the id is back with the sender before the
    ///      repeat: after an entry addressed to the sender, or handed back by a recipient contract's hook. Both make
    ///      the balance differ from the count, so this slow path, and only it, looks for repeats: the ids of the
    ///      entries to the sender, then, before reverting `SenderNotDebited`, every id (`DuplicateTokenId` names it).
    function _settle721(
        address token,
        uint256 before,
        uint256 count,
        uint256 recipientsOffset,
        uint256 idsOffset,
        bool packed
    ) private {
        uint256 debited;
        unchecked {
            debited = before - _balanceOf(token, msg.sender);
        }
        if (debited != count) {
            uint256 expected = count;
            for (uint256 i; i < count; ++i) {
                uint256 word = _wordAt(recipientsOffset, i);
                if ((packed ? word & _ADDRESS_MASK : word) == uint256(uint160(msg.sender))) {
                    _refuseRepeat(idsOffset, packed, count, i);
                    --expected;
                }
            }
            if (debited != expected) {
                for (uint256 i; i < count; ++i) {
                    _refuseRepeat(idsOffset, packed, count, i);
                }
                revert SenderNotDebited(token, 0, expected, debited);
            }
        }
        _recordFee(msg.value);
    }

    /// @dev Reverts `DuplicateTokenId` (later position, earlier position, id) when the id at `index` appears at another
    ///      position of the batch.
    function _refuseRepeat(uint256 idsOffset, bool packed, uint256 count, uint256 index) private pure {
        uint256 tokenId = _idAt(idsOffset, index, packed);
        for (uint256 j; j < count; ++j) {
            if (j != index && _idAt(idsOffset, j, packed) == tokenId) {
                if (j < index) revert DuplicateTokenId(index, j, tokenId);
                revert DuplicateTokenId(j, index, tokenId);
            }
        }
    }

    /*//////////////////////////////////////////////////////////////
                              FAILURE PATHS
    //////////////////////////////////////////////////////////////*/

    /// @dev Names why the ERC-721 transfer at `index` failed: a bad recipient word, the same id earlier in the batch,
    ///      an id the sender does not own, a missing approval, a recipient contract that refused it, or the token's
    ///      own reason. `idsOffset`/`packed`: where the ids are (an ids array, or the upper bits of packed words).
    function _revert721Failure(address token, uint256 idsOffset, bool packed, uint256 index, uint256 recipient)
        private
        view
    {
        bytes memory reason = _returnData();
        _revertBadRecipient(index, recipient);
        uint256 tokenId = _idAt(idsOffset, index, packed);
        for (uint256 j; j < index; ++j) {
            if (_idAt(idsOffset, j, packed) == tokenId) revert DuplicateTokenId(index, j, tokenId);
        }
        (bool ok, uint256 answer) = _read(token, 0x6352211e, tokenId, 0); // ownerOf(uint256)
        address holder = ok && answer <= _ADDRESS_MASK ? address(uint160(answer)) : address(0);
        if (holder != msg.sender) revert NotTokenOwner(index, tokenId, holder);
        if (!_approvedForAll(token)) {
            (ok, answer) = _read(token, 0x081812fc, tokenId, 0); // getApproved(uint256)
            if (!ok || answer != uint256(uint160(address(this)))) revert NotApprovedForAll(token, msg.sender);
        }
        if (address(uint160(recipient)).code.length != 0) revert RecipientCannotReceive(index, address(uint160(recipient)), reason);
        revert NftTransferFailed(index, address(uint160(recipient)), tokenId, 1, reason);
    }

    /// @dev Names why the ERC-1155 transfer at `index` failed: a bad recipient word, a zero amount, a balance below
    ///      the amount, a missing approval, a recipient contract that refused it, or the token's own reason.
    function _revert1155Failure(address token, uint256 index, uint256 recipient, uint256 tokenId, uint256 amount)
        private
        view
    {
        bytes memory reason = _returnData();
        _revertBadRecipient(index, recipient);
        if (amount == 0) revert ZeroAmount(index);
        uint256 balance = _balanceOf1155(token, msg.sender, tokenId);
        if (balance < amount) revert InsufficientTokenBalance(index, tokenId, amount, balance);
        if (!_approvedForAll(token)) revert NotApprovedForAll(token, msg.sender);
        if (address(uint160(recipient)).code.length != 0) revert RecipientCannotReceive(index, address(uint160(recipient)), reason);
        revert NftTransferFailed(index, address(uint160(recipient)), tokenId, amount, reason);
    }

    /*//////////////////////////////////////////////////////////////
                              TOKEN READS
    //////////////////////////////////////////////////////////////*/

    /// @dev `token.selector(a)` (one argument) or `token.selector(a, b)` as a static call: success with a whole word.
    function _read(address token, uint256 selector, uint256 a, uint256 b) private view returns (bool ok, uint256 word) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, selector))
            mstore(add(m, 0x04), a)
            mstore(add(m, 0x24), b)
            ok := staticcall(gas(), token, m, 0x44, 0x00, 0x20)
            ok := and(ok, gt(returndatasize(), 0x1f))
            word := mload(0x00)
        }
    }

    /// @dev Whether the caller approved BulkSendV3 for all its tokens of `token`.
    function _approvedForAll(address token) private view returns (bool) {
        // isApprovedForAll(address,address)
        (bool ok, uint256 answer) = _read(token, 0xe985e9c5, uint256(uint160(msg.sender)), uint256(uint160(address(this))));
        return ok && answer == 1;
    }

    /// @dev ERC-1155 `token.balanceOf(account, tokenId)`, reverting with `BalanceQueryFailed` on a bad answer.
    function _balanceOf1155(address token, address account, uint256 tokenId) private view returns (uint256 amount) {
        bool ok;
        (ok, amount) = _read(token, 0x00fdd58e, uint256(uint160(account)), tokenId);
        if (!ok) revert BalanceQueryFailed(token);
    }

    /// @dev Checks `amountBytes` (1 to 12) and that `length` bytes are a whole number of entries of 20 + `amountBytes`
    ///      bytes, 1 to 255 of them; returns the count.
    function _checkEntries(uint256 length, uint256 amountBytes) private pure returns (uint256) {
        if (amountBytes == 0 || amountBytes > 12 || length % (20 + amountBytes) != 0) {
            revert EntriesNotPacked(length, amountBytes);
        }
        return _checkCount(length / (20 + amountBytes));
    }

    /// @dev The recipient and amount of the `sendErc1155Packed` entry at calldata position `position`.
    function _entryAt(uint256 position, uint256 amountBytes) private pure returns (address recipient, uint256 amount) {
        assembly ("memory-safe") {
            recipient := shr(96, calldataload(position))
            amount := shr(sub(256, shl(3, amountBytes)), calldataload(add(position, 20)))
        }
    }

    /// @dev Token id `i`: the word itself in an ids array, its upper 96 bits in a packed array.
    function _idAt(uint256 offset, uint256 i, bool packed) private pure returns (uint256 tokenId) {
        tokenId = _wordAt(offset, i);
        if (packed) tokenId >>= 160;
    }

    /// @dev Length of the calldata array whose first entry is at `offset` (the word just before it).
    function _countOf(uint256 offset) private pure returns (uint256 count) {
        assembly ("memory-safe") {
            count := calldataload(sub(offset, 0x20))
        }
    }

    /*//////////////////////////////////////////////////////////////
                          PER-RECIPIENT LOOPS
    //////////////////////////////////////////////////////////////*/

    // <generated loops: scripts/generateLoops.mjs>

    /// @dev ERC-721 to each packed word (`tokenId << 160 | recipient`) from calldata position `p`, from the caller.
    ///      Returns the position of the first failed transfer, 0 when none. Memory 0x00-0x7f is used and the free
    ///      memory pointer and zero slot restored. One test per recipient: the call succeeded and the recipient is
    ///      not zero (`mul` by it; all 256 bits are id or recipient, so no word is malformed).
    function _send721Packed(address token, uint256 p, uint256 count) private returns (uint256 failedAt) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(0x20, caller())
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(9, shr(4, count))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                {
                    let w := calldataload(p)
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x20))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x40))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x60))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x80))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xa0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xc0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xe0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x100))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x120))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x140))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x160))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x180))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1a0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1c0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1e0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    {
                        let w := calldataload(p)
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x20))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x40))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x60))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for {} lt(p, end) { p := add(p, 0x20) } {
                    {
                        let w := calldataload(p)
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                }
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    /// @dev `_send721Packed` without the recipient code check: always `transferFrom` (a recipient contract's
    ///      `onERC721Received` is not called). Only for recipients without code (the caller checked).
    function _send721ToEoas(address token, uint256 p, uint256 count) private returns (uint256 failedAt) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(0x20, caller())
            mstore(0x00, _TRANSFER_FROM)
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(9, shr(4, count))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                {
                    let w := calldataload(p)
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x20))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x40))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x60))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x80))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xa0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xc0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xe0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x100))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x120))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x140))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x160))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x180))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1a0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1c0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1e0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    {
                        let w := calldataload(p)
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x20))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x40))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x60))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for {} lt(p, end) { p := add(p, 0x20) } {
                    {
                        let w := calldataload(p)
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                }
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    /// @dev ERC-721 to each (recipient, id) pair: recipients from calldata position `p`, ids from `idsOffset` (any
    ///      layout). As `_send721Packed`; the recipient word must be 1 <= r <= 2^160 - 1 (not zero, no dirty bits).
    function _send721Pairs(address token, uint256 p, uint256 idsOffset, uint256 count)
        private
        returns (uint256 failedAt) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(0x20, caller())
            let delta := sub(idsOffset, p)
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(9, shr(4, count))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                let q := add(p, delta)
                {
                    mstore(0x40, calldataload(p))
                    mstore(0x60, calldataload(q))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x20)))
                    mstore(0x60, calldataload(add(q, 0x20)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x40)))
                    mstore(0x60, calldataload(add(q, 0x40)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x60)))
                    mstore(0x60, calldataload(add(q, 0x60)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x80)))
                    mstore(0x60, calldataload(add(q, 0x80)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xa0)))
                    mstore(0x60, calldataload(add(q, 0xa0)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xc0)))
                    mstore(0x60, calldataload(add(q, 0xc0)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xe0)))
                    mstore(0x60, calldataload(add(q, 0xe0)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x100)))
                    mstore(0x60, calldataload(add(q, 0x100)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x120)))
                    mstore(0x60, calldataload(add(q, 0x120)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x140)))
                    mstore(0x60, calldataload(add(q, 0x140)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x160)))
                    mstore(0x60, calldataload(add(q, 0x160)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x180)))
                    mstore(0x60, calldataload(add(q, 0x180)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1a0)))
                    mstore(0x60, calldataload(add(q, 0x1a0)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1c0)))
                    mstore(0x60, calldataload(add(q, 0x1c0)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1e0)))
                    mstore(0x60, calldataload(add(q, 0x1e0)))
                    mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    let q := add(p, delta)
                    {
                        mstore(0x40, calldataload(p))
                        mstore(0x60, calldataload(q))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x20)))
                        mstore(0x60, calldataload(add(q, 0x20)))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x40)))
                        mstore(0x60, calldataload(add(q, 0x40)))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x60)))
                        mstore(0x60, calldataload(add(q, 0x60)))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for {} lt(p, end) { p := add(p, 0x20) } {
                    let q := add(p, delta)
                    {
                        mstore(0x40, calldataload(p))
                        mstore(0x60, calldataload(q))
                        mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                }
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    /// @dev ERC-1155 `tokenId` to each entry of `count` from calldata position `p`: a 20-byte recipient, then its
    ///      amount in `width` bytes (1 to 12). Returns the position of the first failed transfer, 0 when none. Memory
    ///      as `_send1155Uniform`. One test per recipient: the call succeeded, the recipient and the amount are not
    ///      zero (`mul` of both: below 2^160 and 2^96, so the product is zero only if one is).
    function _send1155Entries(address token, uint256 tokenId, uint256 width, uint256 p, uint256 count)
        private
        returns (uint256 failedAt) {
        assembly {
            let m := mload(0x40)
            mstore(0x00, _SAFE_1155)
            mstore(0x20, caller())
            mstore(0xa0, 0xa0)
            mstore(0xc0, 0)
            mstore(0x40, 0)
            mstore(0x60, tokenId)
            mstore(0x80, 0)
            let stride := add(0x14, width)
            let amountAt := sub(0xa0, width)
            let end := add(p, mul(stride, count))
            for { let groupEnd := add(p, mul(mul(stride, 16), shr(4, count))) } lt(p, groupEnd) {} {
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
                {
                    calldatacopy(0x4c, p, 0x14)
                    calldatacopy(amountAt, add(p, 0x14), width)
                    if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                    p := add(p, stride)
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, mul(mul(stride, 4), shr(2, div(sub(end, p), stride)))) } lt(p, groupEnd) {} {
                    {
                        calldatacopy(0x4c, p, 0x14)
                        calldatacopy(amountAt, add(p, 0x14), width)
                        if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                        p := add(p, stride)
                    }
                    {
                        calldatacopy(0x4c, p, 0x14)
                        calldatacopy(amountAt, add(p, 0x14), width)
                        if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                        p := add(p, stride)
                    }
                    {
                        calldatacopy(0x4c, p, 0x14)
                        calldatacopy(amountAt, add(p, 0x14), width)
                        if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                        p := add(p, stride)
                    }
                    {
                        calldatacopy(0x4c, p, 0x14)
                        calldatacopy(amountAt, add(p, 0x14), width)
                        if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                        p := add(p, stride)
                    }
                }
            }
            if iszero(failedAt) {
                for {} lt(p, end) {} {
                    {
                        calldatacopy(0x4c, p, 0x14)
                        calldatacopy(amountAt, add(p, 0x14), width)
                        if iszero(mul(mul(mload(0x40), mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                        p := add(p, stride)
                    }
                }
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    /// @dev ERC-1155 `amount` of `tokenId` to each 20-byte recipient of the `count` from calldata position `p`,
    ///      from the caller. Returns the position of the first failed transfer, 0 when none. Memory 0x00-0xdf
    ///      (call it before anything is allocated; the free memory pointer and zero slot are restored). One test per recipient: the call succeeded and the recipient is not zero (the amount
    ///      was checked once).
    function _send1155Uniform(address token, uint256 tokenId, uint256 amount, uint256 p, uint256 count)
        private
        returns (uint256 failedAt) {
        assembly {
            let m := mload(0x40)
            mstore(0x00, _SAFE_1155)
            mstore(0x20, caller())
            mstore(0xa0, 0xa0)
            mstore(0xc0, 0)
            mstore(0x40, 0)
            mstore(0x60, tokenId)
            mstore(0x80, amount)
            let end := add(p, mul(0x14, count))
            for { let groupEnd := add(p, mul(0x140, shr(4, count))) } lt(p, groupEnd) { p := add(p, 0x140) } {
                {
                    calldatacopy(0x4c, p, 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x14), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x14)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x28), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x28)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x3c), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x3c)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x50), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x50)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x64), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x64)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x78), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x78)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x8c), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x8c)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0xa0), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0xb4), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0xb4)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0xc8), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0xc8)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0xdc), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0xdc)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0xf0), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0xf0)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x104), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x104)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x118), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x118)
                        break
                    }
                }
                {
                    calldatacopy(0x4c, add(p, 0x12c), 0x14)
                    if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                        failedAt := add(p, 0x12c)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, mul(0x50, shr(2, div(sub(end, p), 0x14)))) } lt(p, groupEnd) { p := add(p, 0x50) } {
                    {
                        calldatacopy(0x4c, p, 0x14)
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        calldatacopy(0x4c, add(p, 0x14), 0x14)
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := add(p, 0x14)
                            break
                        }
                    }
                    {
                        calldatacopy(0x4c, add(p, 0x28), 0x14)
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := add(p, 0x28)
                            break
                        }
                    }
                    {
                        calldatacopy(0x4c, add(p, 0x3c), 0x14)
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := add(p, 0x3c)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for {} lt(p, end) { p := add(p, 0x14) } {
                    {
                        calldatacopy(0x4c, p, 0x14)
                        if iszero(mul(mload(0x40), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                }
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    /// @dev ERC-1155 to each (recipient, id, amount) triple: recipients from calldata position `p`, ids from
    ///      `idsOffset`, amounts from `amountsOffset` (any layout). Memory as `_send1155Uniform`. One test per
    ///      recipient: the call succeeded, 1 <= r <= 2^160 - 1 and the amount is not zero.
    function _send1155Triples(address token, uint256 p, uint256 idsOffset, uint256 amountsOffset, uint256 count)
        private
        returns (uint256 failedAt) {
        assembly {
            let m := mload(0x40)
            mstore(0x00, _SAFE_1155)
            mstore(0x20, caller())
            mstore(0xa0, 0xa0)
            mstore(0xc0, 0)
            // The offsets become distances from `p` in place (no new stack slots: the loop is at the stack's limit).
            idsOffset := sub(idsOffset, p)
            amountsOffset := sub(amountsOffset, p)
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(9, shr(4, count))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                let q := add(p, idsOffset)
                let s := add(p, amountsOffset)
                {
                    mstore(0x40, calldataload(p))
                    mstore(0x60, calldataload(q))
                    mstore(0x80, calldataload(s))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := p
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x20)))
                    mstore(0x60, calldataload(add(q, 0x20)))
                    mstore(0x80, calldataload(add(s, 0x20)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x40)))
                    mstore(0x60, calldataload(add(q, 0x40)))
                    mstore(0x80, calldataload(add(s, 0x40)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x60)))
                    mstore(0x60, calldataload(add(q, 0x60)))
                    mstore(0x80, calldataload(add(s, 0x60)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x80)))
                    mstore(0x60, calldataload(add(q, 0x80)))
                    mstore(0x80, calldataload(add(s, 0x80)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xa0)))
                    mstore(0x60, calldataload(add(q, 0xa0)))
                    mstore(0x80, calldataload(add(s, 0xa0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xc0)))
                    mstore(0x60, calldataload(add(q, 0xc0)))
                    mstore(0x80, calldataload(add(s, 0xc0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xe0)))
                    mstore(0x60, calldataload(add(q, 0xe0)))
                    mstore(0x80, calldataload(add(s, 0xe0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x100)))
                    mstore(0x60, calldataload(add(q, 0x100)))
                    mstore(0x80, calldataload(add(s, 0x100)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x120)))
                    mstore(0x60, calldataload(add(q, 0x120)))
                    mstore(0x80, calldataload(add(s, 0x120)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x140)))
                    mstore(0x60, calldataload(add(q, 0x140)))
                    mstore(0x80, calldataload(add(s, 0x140)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x160)))
                    mstore(0x60, calldataload(add(q, 0x160)))
                    mstore(0x80, calldataload(add(s, 0x160)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x180)))
                    mstore(0x60, calldataload(add(q, 0x180)))
                    mstore(0x80, calldataload(add(s, 0x180)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1a0)))
                    mstore(0x60, calldataload(add(q, 0x1a0)))
                    mstore(0x80, calldataload(add(s, 0x1a0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1c0)))
                    mstore(0x60, calldataload(add(q, 0x1c0)))
                    mstore(0x80, calldataload(add(s, 0x1c0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1e0)))
                    mstore(0x60, calldataload(add(q, 0x1e0)))
                    mstore(0x80, calldataload(add(s, 0x1e0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    let q := add(p, idsOffset)
                    let s := add(p, amountsOffset)
                    {
                        mstore(0x40, calldataload(p))
                        mstore(0x60, calldataload(q))
                        mstore(0x80, calldataload(s))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x20)))
                        mstore(0x60, calldataload(add(q, 0x20)))
                        mstore(0x80, calldataload(add(s, 0x20)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x40)))
                        mstore(0x60, calldataload(add(q, 0x40)))
                        mstore(0x80, calldataload(add(s, 0x40)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x60)))
                        mstore(0x60, calldataload(add(q, 0x60)))
                        mstore(0x80, calldataload(add(s, 0x60)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for {} lt(p, end) { p := add(p, 0x20) } {
                    let q := add(p, idsOffset)
                    let s := add(p, amountsOffset)
                    {
                        mstore(0x40, calldataload(p))
                        mstore(0x60, calldataload(q))
                        mstore(0x80, calldataload(s))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)))) {
                            failedAt := p
                            break
                        }
                    }
                }
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    // </generated loops>
}

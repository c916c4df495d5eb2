// SPDX-License-Identifier: MIT
// BulkSend v2, frozen as deployed: its bytecode hash and address are pinned by a test
// (src/deterministic/deterministicDeployment.test.ts). Change contracts/v3/ instead.
pragma solidity 0.8.28;

import {BulkSendBase} from "./BulkSendBase.sol";
import {BulkSendNft} from "./BulkSendNft.sol";

/// @title BulkSend
/// @notice Sends native coin or an ERC-20 token to up to 255 recipients in one transaction, for a fee paid in
///         native coin that is proportional to the gas the call may use. Two forms of each send: the spec's
///         parallel lists (`sendEth`, `sendErc20`) and packed words with an optional exactly-once batch id
///         (`sendEthPacked`, `sendErc20Packed`).
///         ERC-721 and ERC-1155 tokens go out through the NFT sends (`sendErc721*`, `sendErc1155*`), which run
///         BulkSendNft by delegatecall and share the batch ids and the fee rule.
/// @dev Gas matters twice here (the fee is proportional to gas), so the per-recipient loops are written in
///      assembly. Every safety rule is still enforced: 1 to 255 entries, canonical recipients (no zero address,
///      no dirty upper bits), every transfer must succeed, a caller can never spend fees or tokens that the
///      contract already holds, and only the owner may claim fees or change the fee percent.
contract BulkSend is BulkSendBase {
    /*//////////////////////////////////////////////////////////////
                                CONSTANTS
    //////////////////////////////////////////////////////////////*/

    /// @notice Fee percent set at deployment.
    uint8 public constant INITIAL_FEE_PERCENT = 5;

    /// @dev `transferFrom(address,address,uint256)` selector.
    uint256 private constant _TRANSFER_FROM = 0x23b872dd;

    /// @dev `transfer(address,uint256)` selector.
    uint256 private constant _TRANSFER = 0xa9059cbb;

    /// @dev The NFT sends (BulkSendNft), created by the constructor (so at a fixed address: CREATE from BulkSend, nonce
    ///      1) and run by delegatecall on this contract's storage.
    address private immutable _NFT;

    /// @dev Selectors of the errors the native loops revert with straight from assembly (see `_nameEthFailure`).
    uint256 private constant _NATIVE_TRANSFER_FAILED = 0x31a30ec4;
    uint256 private constant _ZERO_ADDRESS_RECIPIENT = 0x0ae5f8db;
    uint256 private constant _RECIPIENT_NOT_CANONICAL = 0x4238f7e4;

    /*//////////////////////////////////////////////////////////////
                                 EVENTS
    //////////////////////////////////////////////////////////////*/

    /// @notice One summary per `sendEth` / `sendErc20` batch. `token` is the zero address for native coin; `fee` is
    ///         what this call left in the contract (for `sendEth`: value minus the amounts sent; never what a
    ///         re-entrant inner send left).
    event BulkSent(address indexed sender, address indexed token, uint256 recipients, uint256 fee);

    /// @notice The owner changed the fee percent.
    event FeePercentChanged(uint8 previousFeePercent, uint8 newFeePercent);

    /// @notice The owner claimed the contract's balance of `token` (zero address: native coin).
    event Claimed(address indexed token, address indexed to, uint256 amount);

    /// @notice The owner proposed `newOwner`; it takes over when it calls `acceptOwnership`.
    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);

    /// @notice Ownership moved (also emitted at deployment with `previousOwner` zero).
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    /*//////////////////////////////////////////////////////////////
                                 ERRORS
    //////////////////////////////////////////////////////////////*/

    /// @notice The value left after the fee and earlier amounts does not cover the amount at `index`.
    error InsufficientValue(uint256 index, uint256 amount, uint256 remaining);

    /// @notice Sending native coin to the recipient at `index` failed (it reverted or ran out of gas).
    error NativeTransferFailed(uint256 index, address recipient, uint256 amount);

    /// @notice The token transfer to the recipient at `index` reverted or did not return true. `reason` is what the
    ///         token returned (its revert data, or the word it returned), at most 256 bytes.
    error TokenTransferFailed(uint256 index, address recipient, uint256 amount, bytes reason);

    /// @notice `token` has no code, so a call to it would "succeed" without moving anything.
    error TokenHasNoCode(address token);

    /// @notice The pull took `expected` from the caller but this contract received only `received`: the token
    ///         takes a fee on transfer (or rebases), which this contract does not support.
    error FeeOnTransferToken(address token, uint256 expected, uint256 received);

    /// @notice The token reported a successful pull of `expected`, but the caller was debited `debited` and this
    ///         contract received `received` (less): the token lied, or moved less than asked.
    error TokenPullShort(address token, uint256 expected, uint256 debited, uint256 received);

    /// @notice The pull of `expected` brought this contract `received`, more than asked.
    error TokenPullExcess(address token, uint256 expected, uint256 received);

    /// @notice `transferFrom(from, this, total)` reverted or did not return true: allowance or balance too low, a
    ///         paused token, a blocked address... `reason` is the token's revert (or return) data, at most 256 bytes.
    error TokenPullFailed(address token, address from, uint256 total, bytes reason);

    /// @notice After the batch this contract held `actual` of `token` instead of `expected` (what it held before):
    ///         the token moved more than asked, or the amounts overflowed.
    error TokenBalanceChanged(address token, uint256 expected, uint256 actual);

    /// @notice Sending the claimed balance to the owner failed (native coin refused, or the token transfer failed).
    error ClaimFailed(address token, uint256 amount);

    /// @notice The constructor was given the zero address as owner.
    error InvalidOwner(address owner);

    /*//////////////////////////////////////////////////////////////
                              CONSTRUCTOR
    //////////////////////////////////////////////////////////////*/

    /// @param initialOwner Receives claimed fees and may change the fee percent.
    constructor(address initialOwner) {
        if (initialOwner == address(0)) revert InvalidOwner(address(0));
        _NFT = address(new BulkSendNft());
        _owner = initialOwner;
        _feePercent = INITIAL_FEE_PERCENT;
        emit OwnershipTransferred(address(0), initialOwner);
    }

    /*//////////////////////////////////////////////////////////////
                                 READS
    //////////////////////////////////////////////////////////////*/

    /// @notice Current owner (fee wallet).
    function owner() external view returns (address) {
        return _owner;
    }

    /// @notice Proposed next owner, zero when none.
    function pendingOwner() external view returns (address) {
        return _pendingOwner;
    }

    /// @notice Fee percent applied in `minFee`.
    function feePercent() external view returns (uint8) {
        return _feePercent;
    }

    /// @notice Whether `sender` already sent the batch `batchId` through a packed send (always false for id 0).
    function batchSent(address sender, bytes32 batchId) external view returns (bool) {
        return _batchSent[sender][batchId];
    }

    /*//////////////////////////////////////////////////////////////
                                 SENDS
    //////////////////////////////////////////////////////////////*/

    /// @notice Sends `amounts[i]` wei to `recipients[i]` for each i. `msg.value` must be strictly greater than
    ///         `minFee()`; after the fee, the remaining value must cover each amount in turn. Whatever is left
    ///         after the amounts stays in the contract as the fee.
    /// @dev Each recipient gets all remaining gas, so contract recipients work; a recipient that reverts or
    ///      burns its gas reverts the whole batch with `NativeTransferFailed(index, ...)`, named in O(1) so the
    ///      1/64 of gas a burning recipient leaves is enough. Instead of a running sum in the loop, the value rule
    ///      is enforced once after it: the contract's balance, less what re-entrant inner sends left in it, must
    ///      have grown by at least `minFee` during the call. That is the same rule for an honest batch, and it also
    ///      means a recipient that re-enters cannot move coins the contract held before the call (fees of others).
    ///      When the value falls short, the amounts are walked again to name the first index not covered.
    function sendEth(address[] calldata recipients, uint256[] calldata amounts) external payable {
        uint256 count = _checkLengths(recipients.length, amounts.length);
        uint256 fee = _checkEthFee();
        uint256 floor = address(this).balance - msg.value + fee;
        uint256 nestedStart = _feesSoFar();
        uint256 failedAt = _sendEthPairs(_at(recipients), _at(amounts), count);
        // Only a value that ran out comes back here (a failing recipient reverts in the loop, in O(1)).
        if (failedAt != 0) _revertPairsValueShort(recipients, amounts, msg.value - fee, failedAt);
        uint256 own = _settleEth(_at(amounts), false, count, floor, fee, nestedStart);
        emit BulkSent(msg.sender, address(0), count, own);
    }

    /// @notice `sendEth` with packed entries: each word of `packed` is `amount << 160 | recipient` (amount below
    ///         2^96). Same rules and errors as `sendEth`. A non-zero `batchId` makes the batch exactly-once: the
    ///         pair (caller, batchId) is recorded and a second call with it reverts `BatchAlreadySent`.
    function sendEthPacked(bytes32 batchId, uint256[] calldata packed) external payable {
        uint256 count = _checkCount(packed.length);
        uint256 fee = _checkEthFee();
        _recordBatch(batchId);
        uint256 floor = address(this).balance - msg.value + fee;
        uint256 nestedStart = _feesSoFar();
        uint256 failedAt = _sendEthPacked(_at(packed), count);
        if (failedAt != 0) {
            uint256 index = _indexOf(_at(packed), failedAt);
            _revertValueShortAt(_at(packed), true, msg.value - fee, index, _wordAt(_at(packed), index) & _ADDRESS_MASK);
        }
        uint256 own = _settleEth(_at(packed), true, count, floor, fee, nestedStart);
        emit BatchSent(msg.sender, batchId, address(0), count, own);
    }

    /// @notice Sends `amounts[i]` of `token` from the caller to `recipients[i]` for each i (the caller must have
    ///         approved this contract for the total). `msg.value` must be at least `minFee()` and stays in the
    ///         contract as the fee. Tokens that return nothing (USDT style) are accepted; a transfer that reverts
    ///         or does not return exactly true reverts the batch with `TokenTransferFailed(index, ...)`.
    /// @dev The total is pulled once with `transferFrom`, then sent out with `transfer` (cheaper per recipient than
    ///      a `transferFrom` each: no allowance read). This contract's own token balance, read before the pull,
    ///      guards it:
    ///      - after the pull it must hold exactly `total` more, else the batch reverts before anything reaches a
    ///        recipient (`FeeOnTransferToken`, `TokenPullShort` or `TokenPullExcess`, told apart by the caller's
    ///        balance, also read before the pull);
    ///      - after the loop it must hold exactly what it held before the call, so a batch can never spend tokens
    ///        the contract held (nor a re-entrant call spend the ones in flight), and nothing is left behind.
    ///      These cost a fixed amount per batch, nothing per recipient.
    function sendErc20(address token, address[] calldata recipients, uint256[] calldata amounts) external payable {
        uint256 count = _checkLengths(recipients.length, amounts.length);
        _checkErc20Fee(token);
        uint256 held = _pull(token, _sumPairs(_at(amounts), count));
        uint256 failedAt = _pushPairs(token, _at(recipients), _at(amounts), count);
        if (failedAt != 0) {
            uint256 index = _indexOf(_at(recipients), failedAt);
            _revertTransferFailure(index, _wordAt(_at(recipients), index), amounts[index]);
        }
        _settleErc20(token, held);
        emit BulkSent(msg.sender, token, count, msg.value);
    }

    /// @notice `sendErc20` with packed entries: each word of `packed` is `amount << 160 | recipient` (amount below
    ///         2^96). Same rules and errors as `sendErc20`. A non-zero `batchId` makes the batch exactly-once: the
    ///         pair (caller, batchId) is recorded and a second call with it reverts `BatchAlreadySent`.
    function sendErc20Packed(address token, bytes32 batchId, uint256[] calldata packed) external payable {
        uint256 count = _checkCount(packed.length);
        _checkErc20Fee(token);
        _recordBatch(batchId);
        uint256 held = _pull(token, _sumPacked(_at(packed), count));
        uint256 failedAt = _pushPacked(token, _at(packed), count);
        if (failedAt != 0) {
            uint256 index = _indexOf(_at(packed), failedAt);
            uint256 word = packed[index];
            _revertTransferFailure(index, word & _ADDRESS_MASK, word >> 160);
        }
        _settleErc20(token, held);
        emit BatchSent(msg.sender, batchId, token, count, msg.value);
    }

    /// @notice ERC-721: token id `ids[i]` from the caller to `recipients[i]` for each i (ids of any size; the caller
    ///         has called `setApprovalForAll(BulkSend, true)` on `token`). `msg.value` must be at least `minFee()` and
    ///         stays as the fee; `token` must report ERC-721 through ERC-165. An account without code receives by
    ///         `transferFrom`, a contract by `safeTransferFrom` (its `onERC721Received` must accept). A non-zero
    ///         `batchId` is exactly-once, shared with the other sends: see `sendErc20Packed`. Emits `BatchSent`.
    /// @dev Runs BulkSendNft by delegatecall (as do the other NFT sends); errors: see the README.
    function sendErc721(address token, bytes32 batchId, address[] calldata recipients, uint256[] calldata ids)
        external
        payable
    {
        (token, batchId, recipients, ids);
        _delegateToNft();
    }

    /// @notice `sendErc721` with packed entries: each word of `packed` is `tokenId << 160 | recipient` (ids below
    ///         2^96; larger ids go through `sendErc721`).
    function sendErc721Packed(address token, bytes32 batchId, uint256[] calldata packed) external payable {
        (token, batchId, packed);
        _delegateToNft();
    }

    /// @notice ERC-1155, one token id for the batch: each word of `packed` is `amount << 160 | recipient` (amount 1
    ///         to 2^96 - 1), sent with `safeTransferFrom(caller, recipient, tokenId, amount, "")`. Fee, approval,
    ///         ERC-165 and batch id as `sendErc721`.
    function sendErc1155Packed(address token, uint256 tokenId, bytes32 batchId, uint256[] calldata packed)
        external
        payable
    {
        (token, tokenId, batchId, packed);
        _delegateToNft();
    }

    /// @notice ERC-1155, one id and one amount for the batch: `recipients` is the recipients' 20-byte addresses back to
    ///         back (`abi.encodePacked(address[])`), each sent `amount` of `tokenId` (the cheapest NFT form).
    function sendErc1155Uniform(
        address token,
        uint256 tokenId,
        uint256 amount,
        bytes32 batchId,
        bytes calldata recipients
    ) external payable {
        (token, tokenId, amount, batchId, recipients);
        _delegateToNft();
    }

    /// @notice ERC-1155, any id per recipient: `amounts[i]` of token id `ids[i]` to `recipients[i]` for each i.
    function sendErc1155(
        address token,
        bytes32 batchId,
        address[] calldata recipients,
        uint256[] calldata ids,
        uint256[] calldata amounts
    ) external payable {
        (token, batchId, recipients, ids, amounts);
        _delegateToNft();
    }

    /*//////////////////////////////////////////////////////////////
                               OWNER ONLY
    //////////////////////////////////////////////////////////////*/

    /// @notice Sends the contract's whole balance of `token` to the owner; the zero address claims native coin.
    function claim(address token) external {
        address to = _onlyOwner();
        uint256 amount;
        if (token == address(0)) {
            amount = address(this).balance;
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert ClaimFailed(token, amount);
        } else {
            amount = _balanceOf(token, address(this));
            _safeTransfer(token, to, amount);
        }
        emit Claimed(token, to, amount);
    }

    /// @notice Sets the percent used by `minFee` (0 to 255).
    function setFeePercent(uint8 newFeePercent) external {
        _onlyOwner();
        uint8 previous = _feePercent;
        _feePercent = newFeePercent;
        emit FeePercentChanged(previous, newFeePercent);
    }

    /// @notice Step one of an ownership move: proposes `newOwner` (zero cancels a proposal).
    function transferOwnership(address newOwner) external {
        address current = _onlyOwner();
        _pendingOwner = newOwner;
        emit OwnershipTransferStarted(current, newOwner);
    }

    /// @notice Step two: the proposed owner takes over.
    function acceptOwnership() external {
        address pending = _pendingOwner;
        if (msg.sender != pending || pending == address(0)) revert Unauthorized(msg.sender);
        address previous = _owner;
        _owner = pending;
        delete _pendingOwner;
        emit OwnershipTransferred(previous, pending);
    }

    /*//////////////////////////////////////////////////////////////
                           CHECKS AND SETTLING
    //////////////////////////////////////////////////////////////*/

    /// @dev Reverts unless the caller is the owner; returns the owner.
    function _onlyOwner() private view returns (address current) {
        current = _owner;
        if (msg.sender != current) revert Unauthorized(msg.sender);
    }

    /// @dev Native sends: the value must be strictly above the minimum fee; returns that fee.
    function _checkEthFee() private view returns (uint256 fee) {
        fee = minFee();
        if (msg.value <= fee) revert FeeTooLow(msg.value, fee);
    }

    /// @dev Token sends: the value must be at least the minimum fee, and the token must have code.
    function _checkErc20Fee(address token) private view {
        uint256 fee = minFee();
        if (msg.value < fee) revert FeeTooLow(msg.value, fee);
        if (token.code.length == 0) revert TokenHasNoCode(token);
    }

    /// @dev After a native batch: the balance, less what inner sends recorded since `nestedStart`, must be at least
    ///      `floor` (balance before the call plus the minimum fee). Returns this call's own fee and records it.
    function _settleEth(
        uint256 amountsOffset,
        bool packed,
        uint256 count,
        uint256 floor,
        uint256 fee,
        uint256 nestedStart
    ) private returns (uint256 own) {
        uint256 fees = _feesSoFar();
        // What this call holds on top of what inner sends left: balance - (fees - nestedStart).
        uint256 balance = address(this).balance + nestedStart;
        if (balance < floor + fees) {
            _revertValueShort(amountsOffset, packed, msg.value - fee, count);
            // Unreachable for an honest batch: the balance fell for another reason (a re-entrant call).
            revert InsufficientValue(count - 1, _amountAt(amountsOffset, count - 1, packed), 0);
        }
        unchecked {
            // balance - fees >= floor >= fee, checked just above; floor - fee is the balance before the call.
            own = balance - fees - (floor - fee);
        }
        _recordFee(own);
    }

    /// @dev After a token batch: the contract must hold exactly what it held before; records the value as the fee.
    function _settleErc20(address token, uint256 held) private {
        uint256 left = _balanceOf(token, address(this));
        if (left != held) revert TokenBalanceChanged(token, held, left);
        _recordFee(msg.value);
    }

    /// @dev Pulls `total` of `token` from the caller and checks that exactly `total` arrived; returns the balance
    ///      the contract held before.
    function _pull(address token, uint256 total) private returns (uint256 held) {
        held = _balanceOf(token, address(this));
        uint256 senderBefore = _balanceOf(token, msg.sender);
        if (!_call(token, _TRANSFER_FROM, uint256(uint160(msg.sender)), uint256(uint160(address(this))), total)) {
            revert TokenPullFailed(token, msg.sender, total, _returnData());
        }
        uint256 afterPull = _balanceOf(token, address(this));
        unchecked {
            // A wrapped difference (the balance fell) cannot equal a total that fits the sum; handled below.
            if (afterPull - held != total) _revertPullMismatch(token, total, held, afterPull, senderBefore);
        }
    }

    /// @dev Names what went wrong when a pull reported success but did not deliver exactly `total`.
    function _revertPullMismatch(address token, uint256 total, uint256 held, uint256 afterPull, uint256 senderBefore)
        private
        view
    {
        uint256 debited;
        unchecked {
            // A caller balance that grew wraps to a huge "debit": still not `total`, so not read as a fee.
            debited = senderBefore - _balanceOf(token, msg.sender);
        }
        if (afterPull < held) revert TokenPullShort(token, total, debited, 0);
        uint256 received = afterPull - held;
        if (received > total) revert TokenPullExcess(token, total, received);
        if (debited == total) revert FeeOnTransferToken(token, total, received);
        revert TokenPullShort(token, total, debited, received);
    }

    /// @dev Runs the NFT send named by this call's calldata in BulkSendNft on this contract's storage, and returns or
    ///      reverts with its answer. Never returns to Solidity, so it may use all memory.
    function _delegateToNft() private {
        address nft = _NFT;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), nft, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if ok { return(0, returndatasize()) }
            revert(0, returndatasize())
        }
    }

    /*//////////////////////////////////////////////////////////////
                              FAILURE PATHS
    //////////////////////////////////////////////////////////////*/

    /// @dev `_revertValueShortAt` for the spec's lists, from the calldata position of the failed recipient.
    function _revertPairsValueShort(
        address[] calldata recipients,
        uint256[] calldata amounts,
        uint256 available,
        uint256 failedAt
    ) private pure {
        uint256 index = _indexOf(_at(recipients), failedAt);
        _revertValueShortAt(_at(amounts), false, available, index, _wordAt(_at(recipients), index));
    }

    /// @dev A native call failed at `index` without running the recipient: the contract's balance could not cover
    ///      the amount. Names the first amount (up to `index`) that the value does not cover.
    function _revertValueShortAt(
        uint256 amountsOffset,
        bool packed,
        uint256 available,
        uint256 index,
        uint256 recipient
    ) private pure {
        _revertValueShort(amountsOffset, packed, available, index + 1);
        // The value covered it: the balance fell for another reason (a re-entrant claim); name the failed call.
        revert NativeTransferFailed(index, address(uint160(recipient)), _amountAt(amountsOffset, index, packed));
    }

    /// @dev Names why a token transfer stopped at `index`: a bad recipient word, or the token's own answer.
    function _revertTransferFailure(uint256 index, uint256 recipient, uint256 amount) private pure {
        _revertBadRecipient(index, recipient);
        revert TokenTransferFailed(index, address(uint160(recipient)), amount, _returnData());
    }

    /// @dev Reverts with `InsufficientValue` at the first of the first `upTo` amounts that `available` does not
    ///      cover in turn.
    function _revertValueShort(uint256 amountsOffset, bool packed, uint256 available, uint256 upTo) private pure {
        uint256 remaining = available;
        for (uint256 i; i < upTo; ++i) {
            uint256 amount = _amountAt(amountsOffset, i, packed);
            if (amount > remaining) revert InsufficientValue(i, amount, remaining);
            remaining -= amount;
        }
    }

    /*//////////////////////////////////////////////////////////////
                             CALLDATA READS
    //////////////////////////////////////////////////////////////*/

    /// @dev Amount `i`: the word itself in an amounts array, its upper 96 bits in a packed array.
    function _amountAt(uint256 offset, uint256 i, bool packed) private pure returns (uint256 amount) {
        amount = _wordAt(offset, i);
        if (packed) amount >>= 160;
    }

    /*//////////////////////////////////////////////////////////////
                          PER-RECIPIENT LOOPS
    //////////////////////////////////////////////////////////////*/

    // <generated loops: scripts/generateLoops.mjs>

    /// @dev Sum of `count` amounts from calldata position `p`, unchecked. A sum that wraps is smaller than the
    ///      amounts: the batch then runs out of pulled tokens (a transfer fails) or would spend tokens the
    ///      contract held before, which the final balance check rejects; either way it reverts.
    function _sumPairs(uint256 p, uint256 count) private pure returns (uint256 total) {
        assembly ("memory-safe") {
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(10, shr(5, count))) } lt(p, groupEnd) { p := add(p, 0x400) } {
                total := add(total, add(calldataload(p), add(calldataload(add(p, 0x20)), add(calldataload(add(p, 0x40)), add(calldataload(add(p, 0x60)), add(calldataload(add(p, 0x80)), add(calldataload(add(p, 0xa0)), add(calldataload(add(p, 0xc0)), add(calldataload(add(p, 0xe0)), add(calldataload(add(p, 0x100)), add(calldataload(add(p, 0x120)), add(calldataload(add(p, 0x140)), add(calldataload(add(p, 0x160)), add(calldataload(add(p, 0x180)), add(calldataload(add(p, 0x1a0)), add(calldataload(add(p, 0x1c0)), add(calldataload(add(p, 0x1e0)), add(calldataload(add(p, 0x200)), add(calldataload(add(p, 0x220)), add(calldataload(add(p, 0x240)), add(calldataload(add(p, 0x260)), add(calldataload(add(p, 0x280)), add(calldataload(add(p, 0x2a0)), add(calldataload(add(p, 0x2c0)), add(calldataload(add(p, 0x2e0)), add(calldataload(add(p, 0x300)), add(calldataload(add(p, 0x320)), add(calldataload(add(p, 0x340)), add(calldataload(add(p, 0x360)), add(calldataload(add(p, 0x380)), add(calldataload(add(p, 0x3a0)), add(calldataload(add(p, 0x3c0)), calldataload(add(p, 0x3e0))))))))))))))))))))))))))))))))))
            }
            for { let groupEnd := add(p, shl(9, shr(4, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                total := add(total, add(calldataload(p), add(calldataload(add(p, 0x20)), add(calldataload(add(p, 0x40)), add(calldataload(add(p, 0x60)), add(calldataload(add(p, 0x80)), add(calldataload(add(p, 0xa0)), add(calldataload(add(p, 0xc0)), add(calldataload(add(p, 0xe0)), add(calldataload(add(p, 0x100)), add(calldataload(add(p, 0x120)), add(calldataload(add(p, 0x140)), add(calldataload(add(p, 0x160)), add(calldataload(add(p, 0x180)), add(calldataload(add(p, 0x1a0)), add(calldataload(add(p, 0x1c0)), calldataload(add(p, 0x1e0))))))))))))))))))
            }
            for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                total := add(total, add(calldataload(p), add(calldataload(add(p, 0x20)), add(calldataload(add(p, 0x40)), calldataload(add(p, 0x60))))))
            }
            for {} lt(p, end) { p := add(p, 0x20) } {
                total := add(total, calldataload(p))
            }
        }
    }

    /// @dev Sum of the amounts of `count` packed words from calldata position `p` (below 2^104: cannot wrap).
    function _sumPacked(uint256 p, uint256 count) private pure returns (uint256 total) {
        assembly ("memory-safe") {
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(10, shr(5, count))) } lt(p, groupEnd) { p := add(p, 0x400) } {
                total := add(total, add(shr(160, calldataload(p)), add(shr(160, calldataload(add(p, 0x20))), add(shr(160, calldataload(add(p, 0x40))), add(shr(160, calldataload(add(p, 0x60))), add(shr(160, calldataload(add(p, 0x80))), add(shr(160, calldataload(add(p, 0xa0))), add(shr(160, calldataload(add(p, 0xc0))), add(shr(160, calldataload(add(p, 0xe0))), add(shr(160, calldataload(add(p, 0x100))), add(shr(160, calldataload(add(p, 0x120))), add(shr(160, calldataload(add(p, 0x140))), add(shr(160, calldataload(add(p, 0x160))), add(shr(160, calldataload(add(p, 0x180))), add(shr(160, calldataload(add(p, 0x1a0))), add(shr(160, calldataload(add(p, 0x1c0))), add(shr(160, calldataload(add(p, 0x1e0))), add(shr(160, calldataload(add(p, 0x200))), add(shr(160, calldataload(add(p, 0x220))), add(shr(160, calldataload(add(p, 0x240))), add(shr(160, calldataload(add(p, 0x260))), add(shr(160, calldataload(add(p, 0x280))), add(shr(160, calldataload(add(p, 0x2a0))), add(shr(160, calldataload(add(p, 0x2c0))), add(shr(160, calldataload(add(p, 0x2e0))), add(shr(160, calldataload(add(p, 0x300))), add(shr(160, calldataload(add(p, 0x320))), add(shr(160, calldataload(add(p, 0x340))), add(shr(160, calldataload(add(p, 0x360))), add(shr(160, calldataload(add(p, 0x380))), add(shr(160, calldataload(add(p, 0x3a0))), add(shr(160, calldataload(add(p, 0x3c0))), shr(160, calldataload(add(p, 0x3e0)))))))))))))))))))))))))))))))))))
            }
            for { let groupEnd := add(p, shl(9, shr(4, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                total := add(total, add(shr(160, calldataload(p)), add(shr(160, calldataload(add(p, 0x20))), add(shr(160, calldataload(add(p, 0x40))), add(shr(160, calldataload(add(p, 0x60))), add(shr(160, calldataload(add(p, 0x80))), add(shr(160, calldataload(add(p, 0xa0))), add(shr(160, calldataload(add(p, 0xc0))), add(shr(160, calldataload(add(p, 0xe0))), add(shr(160, calldataload(add(p, 0x100))), add(shr(160, calldataload(add(p, 0x120))), add(shr(160, calldataload(add(p, 0x140))), add(shr(160, calldataload(add(p, 0x160))), add(shr(160, calldataload(add(p, 0x180))), add(shr(160, calldataload(add(p, 0x1a0))), add(shr(160, calldataload(add(p, 0x1c0))), shr(160, calldataload(add(p, 0x1e0)))))))))))))))))))
            }
            for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                total := add(total, add(shr(160, calldataload(p)), add(shr(160, calldataload(add(p, 0x20))), add(shr(160, calldataload(add(p, 0x40))), shr(160, calldataload(add(p, 0x60)))))))
            }
            for {} lt(p, end) { p := add(p, 0x20) } {
                total := add(total, shr(160, calldataload(p)))
            }
        }
    }

    /// @dev Native coin to each (recipient, amount) pair: recipients from calldata position `p`, amounts from
    ///      `amountsOffset` (any layout: the distance may be negative and wraps). Returns the calldata position of
    ///      the first failure when the value ran out, 0 when none; a failing recipient reverts here (see
    ///      nameEthFailure in the script). One test per recipient: the call succeeded and 1 <= r <= 2^160 - 1 (not
    ///      zero, no dirty upper bits). Each recipient gets all gas left and no input; its output is ignored.
    function _sendEthPairs(uint256 p, uint256 amountsOffset, uint256 count) private returns (uint256 failedAt) {
        assembly ("memory-safe") {
            let start := p
            let delta := sub(amountsOffset, p)
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(10, shr(5, count))) } lt(p, groupEnd) { p := add(p, 0x400) } {
                let q := add(p, delta)
                {
                    let r := calldataload(p)
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(q), 0, 0, 0, 0))) {
                        failedAt := p
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x20))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x20)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x40))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x40)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x60))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x60)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x80))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x80)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0xa0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0xa0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0xc0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0xc0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0xe0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0xe0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x100))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x100)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x120))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x120)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x140))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x140)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x160))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x160)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x180))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x180)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x1a0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x1a0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x1c0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x1c0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x1e0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x1e0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x200))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x200)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x200)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x220))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x220)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x220)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x240))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x240)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x240)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x260))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x260)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x260)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x280))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x280)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x280)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x2a0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x2a0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x2a0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x2c0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x2c0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x2c0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x2e0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x2e0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x2e0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x300))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x300)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x300)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x320))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x320)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x320)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x340))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x340)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x340)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x360))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x360)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x360)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x380))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x380)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x380)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x3a0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x3a0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x3a0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x3c0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x3c0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x3c0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x3e0))
                    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x3e0)), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x3e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(9, shr(4, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                    let q := add(p, delta)
                    {
                        let r := calldataload(p)
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(q), 0, 0, 0, 0))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x20))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x20)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x40))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x40)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x60))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x60)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x80))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x80)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x80)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0xa0))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0xa0)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0xa0)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0xc0))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0xc0)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0xc0)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0xe0))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0xe0)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0xe0)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x100))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x100)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x100)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x120))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x120)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x120)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x140))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x140)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x140)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x160))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x160)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x160)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x180))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x180)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x180)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x1a0))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x1a0)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x1a0)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x1c0))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x1c0)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x1c0)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x1e0))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x1e0)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x1e0)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    let q := add(p, delta)
                    {
                        let r := calldataload(p)
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(q), 0, 0, 0, 0))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x20))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x20)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x40))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x40)), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x60))
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(add(q, 0x60)), 0, 0, 0, 0))) {
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
                        let r := calldataload(p)
                        if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(q), 0, 0, 0, 0))) {
                            failedAt := p
                            break
                        }
                    }
                }
            }
            if failedAt {
                let r := calldataload(failedAt)
                let recipient := r
                let m := mload(0x40)
                mstore(add(m, 0x04), shr(5, sub(failedAt, start)))
                if iszero(recipient) {
                    mstore(m, shl(224, _ZERO_ADDRESS_RECIPIENT))
                    revert(m, 0x24)
                }
                if gt(recipient, _ADDRESS_MASK) {
                    mstore(m, shl(224, _RECIPIENT_NOT_CANONICAL))
                    mstore(add(m, 0x24), recipient)
                    revert(m, 0x44)
                }
                let amount := calldataload(add(failedAt, delta))
                if iszero(lt(selfbalance(), amount)) {
                    mstore(m, shl(224, _NATIVE_TRANSFER_FAILED))
                    mstore(add(m, 0x24), recipient)
                    mstore(add(m, 0x44), amount)
                    revert(m, 0x64)
                }
            }
        }
    }

    /// @dev Native coin to each packed word from calldata position `p`. Returns the position of the first failure
    ///      when the value ran out, 0 when none; a failing recipient reverts here.
    ///      CALL reads the low 160 bits of `w` as the address; `shl(96, w)` is zero for a zero recipient.
    function _sendEthPacked(uint256 p, uint256 count) private returns (uint256 failedAt) {
        assembly ("memory-safe") {
            let start := p
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(10, shr(5, count))) } lt(p, groupEnd) { p := add(p, 0x400) } {
                {
                    let w := calldataload(p)
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := p
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x20))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x40))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x60))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x80))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xa0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xc0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xe0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x100))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x120))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x140))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x160))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x180))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1a0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1c0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1e0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x200))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x200)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x220))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x220)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x240))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x240)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x260))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x260)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x280))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x280)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x2a0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x2a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x2c0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x2c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x2e0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x2e0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x300))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x300)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x320))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x320)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x340))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x340)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x360))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x360)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x380))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x380)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x3a0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x3a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x3c0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x3c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x3e0))
                    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                        failedAt := add(p, 0x3e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(9, shr(4, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                    {
                        let w := calldataload(p)
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x20))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x40))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x60))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x80))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x80)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0xa0))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0xa0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0xc0))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0xc0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0xe0))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0xe0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x100))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x100)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x120))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x120)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x140))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x140)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x160))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x160)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x180))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x180)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x1a0))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x1a0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x1c0))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x1c0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x1e0))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x1e0)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    {
                        let w := calldataload(p)
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x20))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x40))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x60))
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
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
                        if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
                            failedAt := p
                            break
                        }
                    }
                }
            }
            if failedAt {
                let w := calldataload(failedAt)
                let recipient := and(w, _ADDRESS_MASK)
                let m := mload(0x40)
                mstore(add(m, 0x04), shr(5, sub(failedAt, start)))
                if iszero(recipient) {
                    mstore(m, shl(224, _ZERO_ADDRESS_RECIPIENT))
                    revert(m, 0x24)
                }
                if gt(recipient, _ADDRESS_MASK) {
                    mstore(m, shl(224, _RECIPIENT_NOT_CANONICAL))
                    mstore(add(m, 0x24), recipient)
                    revert(m, 0x44)
                }
                let amount := shr(160, w)
                if iszero(lt(selfbalance(), amount)) {
                    mstore(m, shl(224, _NATIVE_TRANSFER_FAILED))
                    mstore(add(m, 0x24), recipient)
                    mstore(add(m, 0x44), amount)
                    revert(m, 0x64)
                }
            }
        }
    }

    /// @dev `transfer(recipient, amount)` of `token` for each pair (layout as in `_sendEthPairs`). Returns the
    ///      calldata position of the first failed transfer, 0 when none. transfer(to, amount) is built in memory:
    ///      selector at 0x3c, to at 0x40 (the free memory pointer), amount at 0x60 (the zero slot), both restored
    ///      at the end; the return word lands at 0x00, set to 1 first. One test per recipient: the call succeeded,
    ///      the return word is exactly 1 (or the call returned nothing and left the 1: USDT style, the token was
    ///      checked to have code), and 1 <= r <= 2^160 - 1.
    function _pushPairs(address token, uint256 p, uint256 amountsOffset, uint256 count)
        private
        returns (uint256 failedAt) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(0x20, _TRANSFER)
            mstore(0x00, 1)
            let delta := sub(amountsOffset, p)
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(10, shr(5, count))) } lt(p, groupEnd) { p := add(p, 0x400) } {
                let q := add(p, delta)
                {
                    mstore(0x40, calldataload(p))
                    mstore(0x60, calldataload(q))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := p
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x20)))
                    mstore(0x60, calldataload(add(q, 0x20)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x40)))
                    mstore(0x60, calldataload(add(q, 0x40)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x60)))
                    mstore(0x60, calldataload(add(q, 0x60)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x80)))
                    mstore(0x60, calldataload(add(q, 0x80)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xa0)))
                    mstore(0x60, calldataload(add(q, 0xa0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xc0)))
                    mstore(0x60, calldataload(add(q, 0xc0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0xe0)))
                    mstore(0x60, calldataload(add(q, 0xe0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x100)))
                    mstore(0x60, calldataload(add(q, 0x100)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x120)))
                    mstore(0x60, calldataload(add(q, 0x120)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x140)))
                    mstore(0x60, calldataload(add(q, 0x140)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x160)))
                    mstore(0x60, calldataload(add(q, 0x160)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x180)))
                    mstore(0x60, calldataload(add(q, 0x180)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1a0)))
                    mstore(0x60, calldataload(add(q, 0x1a0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1c0)))
                    mstore(0x60, calldataload(add(q, 0x1c0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x1e0)))
                    mstore(0x60, calldataload(add(q, 0x1e0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x200)))
                    mstore(0x60, calldataload(add(q, 0x200)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x200)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x220)))
                    mstore(0x60, calldataload(add(q, 0x220)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x220)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x240)))
                    mstore(0x60, calldataload(add(q, 0x240)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x240)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x260)))
                    mstore(0x60, calldataload(add(q, 0x260)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x260)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x280)))
                    mstore(0x60, calldataload(add(q, 0x280)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x280)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x2a0)))
                    mstore(0x60, calldataload(add(q, 0x2a0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x2a0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x2c0)))
                    mstore(0x60, calldataload(add(q, 0x2c0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x2c0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x2e0)))
                    mstore(0x60, calldataload(add(q, 0x2e0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x2e0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x300)))
                    mstore(0x60, calldataload(add(q, 0x300)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x300)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x320)))
                    mstore(0x60, calldataload(add(q, 0x320)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x320)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x340)))
                    mstore(0x60, calldataload(add(q, 0x340)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x340)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x360)))
                    mstore(0x60, calldataload(add(q, 0x360)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x360)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x380)))
                    mstore(0x60, calldataload(add(q, 0x380)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x380)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x3a0)))
                    mstore(0x60, calldataload(add(q, 0x3a0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x3a0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x3c0)))
                    mstore(0x60, calldataload(add(q, 0x3c0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x3c0)
                        break
                    }
                }
                {
                    mstore(0x40, calldataload(add(p, 0x3e0)))
                    mstore(0x60, calldataload(add(q, 0x3e0)))
                    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x3e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(9, shr(4, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                    let q := add(p, delta)
                    {
                        mstore(0x40, calldataload(p))
                        mstore(0x60, calldataload(q))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x20)))
                        mstore(0x60, calldataload(add(q, 0x20)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x40)))
                        mstore(0x60, calldataload(add(q, 0x40)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x60)))
                        mstore(0x60, calldataload(add(q, 0x60)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x80)))
                        mstore(0x60, calldataload(add(q, 0x80)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x80)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0xa0)))
                        mstore(0x60, calldataload(add(q, 0xa0)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0xa0)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0xc0)))
                        mstore(0x60, calldataload(add(q, 0xc0)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0xc0)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0xe0)))
                        mstore(0x60, calldataload(add(q, 0xe0)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0xe0)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x100)))
                        mstore(0x60, calldataload(add(q, 0x100)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x100)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x120)))
                        mstore(0x60, calldataload(add(q, 0x120)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x120)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x140)))
                        mstore(0x60, calldataload(add(q, 0x140)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x140)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x160)))
                        mstore(0x60, calldataload(add(q, 0x160)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x160)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x180)))
                        mstore(0x60, calldataload(add(q, 0x180)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x180)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x1a0)))
                        mstore(0x60, calldataload(add(q, 0x1a0)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x1a0)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x1c0)))
                        mstore(0x60, calldataload(add(q, 0x1c0)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x1c0)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x1e0)))
                        mstore(0x60, calldataload(add(q, 0x1e0)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x1e0)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    let q := add(p, delta)
                    {
                        mstore(0x40, calldataload(p))
                        mstore(0x60, calldataload(q))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x20)))
                        mstore(0x60, calldataload(add(q, 0x20)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x40)))
                        mstore(0x60, calldataload(add(q, 0x40)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        mstore(0x40, calldataload(add(p, 0x60)))
                        mstore(0x60, calldataload(add(q, 0x60)))
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
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
                        if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
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

    /// @dev `transfer(recipient, amount)` of `token` for each packed word from calldata position `p` (memory use
    ///      and return checks as in `_pushPairs`; the recipient is the low 160 bits, so only zero is refused here:
    ///      `mul` by it). Returns the position of the first failed transfer, 0 when none.
    function _pushPacked(address token, uint256 p, uint256 count) private returns (uint256 failedAt) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(0x20, _TRANSFER)
            mstore(0x00, 1)
            let end := add(p, shl(5, count))
            for { let groupEnd := add(p, shl(10, shr(5, count))) } lt(p, groupEnd) { p := add(p, 0x400) } {
                {
                    let w := calldataload(p)
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := p
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x20))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x40))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x60))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x80))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xa0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xc0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0xe0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x100))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x120))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x140))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x160))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x180))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1a0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1c0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x1e0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x200))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x200)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x220))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x220)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x240))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x240)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x260))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x260)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x280))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x280)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x2a0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x2a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x2c0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x2c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x2e0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x2e0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x300))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x300)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x320))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x320)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x340))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x340)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x360))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x360)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x380))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x380)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x3a0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x3a0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x3c0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x3c0)
                        break
                    }
                }
                {
                    let w := calldataload(add(p, 0x3e0))
                    mstore(0x40, and(w, _ADDRESS_MASK))
                    mstore(0x60, shr(160, w))
                    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                        failedAt := add(p, 0x3e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(9, shr(4, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                    {
                        let w := calldataload(p)
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x20))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x40))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x60))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x80))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x80)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0xa0))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0xa0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0xc0))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0xc0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0xe0))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0xe0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x100))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x100)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x120))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x120)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x140))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x140)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x160))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x160)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x180))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x180)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x1a0))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x1a0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x1c0))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x1c0)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x1e0))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x1e0)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    {
                        let w := calldataload(p)
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x20))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x40))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let w := calldataload(add(p, 0x60))
                        mstore(0x40, and(w, _ADDRESS_MASK))
                        mstore(0x60, shr(160, w))
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
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
                        if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
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

    /*//////////////////////////////////////////////////////////////
                              TOKEN CALLS
    //////////////////////////////////////////////////////////////*/

    /// @dev Calls `token` with `selector(a, b, c)` and reports success: the call succeeded and returned exactly true,
    ///      or returned nothing (USDT style).
    function _call(address token, uint256 selector, uint256 a, uint256 b, uint256 c) private returns (bool ok) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, selector))
            mstore(add(m, 0x04), a)
            mstore(add(m, 0x24), b)
            mstore(add(m, 0x44), c)
            mstore(0x00, 0)
            ok := call(gas(), token, 0, m, 0x64, 0x00, 0x20)
            ok := and(ok, or(and(eq(mload(0x00), 1), gt(returndatasize(), 0x1f)), iszero(returndatasize())))
        }
    }

    /// @dev `token.transfer(to, amount)` for `claim`: accepts "returns true" and "returns nothing" (with code),
    ///      else reverts with `ClaimFailed`.
    function _safeTransfer(address token, address to, uint256 amount) private {
        if (token.code.length == 0) revert TokenHasNoCode(token);
        bool ok;
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, _TRANSFER))
            mstore(add(m, 0x04), to)
            mstore(add(m, 0x24), amount)
            mstore(0x00, 0)
            ok := call(gas(), token, 0, m, 0x44, 0x00, 0x20)
            // Succeeded and returned exactly true, or succeeded with no return data.
            ok := and(ok, or(and(eq(mload(0x00), 1), gt(returndatasize(), 0x1f)), iszero(returndatasize())))
        }
        if (!ok) revert ClaimFailed(token, amount);
    }
}

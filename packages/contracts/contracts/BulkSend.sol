// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title BulkSend
/// @notice Sends native coin or an ERC-20 token to up to 255 recipients in one transaction, for a fee paid in
///         native coin that is proportional to the gas the call may use.
/// @dev Gas matters twice here (the fee is proportional to gas), so the per-recipient loops are written in
///      assembly. Every safety rule is still enforced: equal-length lists of 1 to 255 entries, no zero-address
///      recipient, every transfer must succeed, a caller can never spend fees that the contract already holds,
///      and only the owner may claim fees or change the fee percent.
contract BulkSend {
    /*//////////////////////////////////////////////////////////////
                                CONSTANTS
    //////////////////////////////////////////////////////////////*/

    /// @notice Most recipients accepted by one call.
    uint256 public constant MAX_RECIPIENTS = 255;

    /// @notice Divisor of `feePercent` in the minimum-fee formula.
    uint256 public constant FEE_DIVISOR = 100;

    /// @notice Fee percent set at deployment.
    uint8 public constant INITIAL_FEE_PERCENT = 5;

    /// @dev `transferFrom(address,address,uint256)` selector.
    uint256 private constant _TRANSFER_FROM = 0x23b872dd;

    /// @dev `transfer(address,uint256)` selector.
    uint256 private constant _TRANSFER = 0xa9059cbb;

    /// @dev `balanceOf(address)` selector.
    uint256 private constant _BALANCE_OF = 0x70a08231;

    /*//////////////////////////////////////////////////////////////
                                 STORAGE
    //////////////////////////////////////////////////////////////*/

    /// @dev Owner and fee percent share one slot, so a send reads both with one SLOAD.
    address private _owner;
    uint8 private _feePercent;
    address private _pendingOwner;

    /*//////////////////////////////////////////////////////////////
                                 EVENTS
    //////////////////////////////////////////////////////////////*/

    /// @notice One summary per batch. `token` is the zero address for native coin; `fee` is what this call left
    ///         in the contract (for `sendEth`: value minus the amounts sent).
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

    /// @notice The recipient and amount lists differ in length.
    error LengthMismatch(uint256 recipients, uint256 amounts);

    /// @notice The batch has 0 or more than `MAX_RECIPIENTS` recipients.
    error RecipientCountOutOfRange(uint256 count, uint256 max);

    /// @notice The attached value does not cover the minimum fee (`sendEth` needs strictly more than it).
    error FeeTooLow(uint256 value, uint256 minFee);

    /// @notice The value left after the fee and earlier amounts does not cover the amount at `index`.
    error InsufficientValue(uint256 index, uint256 amount, uint256 remaining);

    /// @notice The recipient at `index` is the zero address.
    error ZeroAddressRecipient(uint256 index);

    /// @notice Sending native coin to the recipient at `index` failed (it reverted or ran out of gas).
    error NativeTransferFailed(uint256 index, address recipient, uint256 amount);

    /// @notice The token transfer to the recipient at `index` reverted or returned false.
    error TokenTransferFailed(uint256 index, address recipient, uint256 amount);

    /// @notice `token` has no code, so a call to it would "succeed" without moving anything.
    error TokenHasNoCode(address token);

    /// @notice Pulling `expected` of `token` delivered `received` to this contract: the token takes a fee on
    ///         transfer (or rebases), which this contract does not support.
    error FeeOnTransferToken(address token, uint256 expected, uint256 received);

    /// @notice Pulling the batch total from `from` failed: allowance or balance below `total`, or the token
    ///         refused.
    error TokenPullFailed(address token, address from, uint256 total);

    /// @notice After the batch this contract held `actual` of `token` instead of `expected` (what it held before):
    ///         the token moved more than asked, or the amounts overflowed.
    error TokenBalanceChanged(address token, uint256 expected, uint256 actual);

    /// @notice `token.balanceOf` reverted or returned less than 32 bytes.
    error BalanceQueryFailed(address token);

    /// @notice Sending the claimed balance to the owner failed (native coin refused, or the token transfer failed).
    error ClaimFailed(address token, uint256 amount);

    /// @notice `caller` is not the owner (or, for `acceptOwnership`, not the pending owner).
    error Unauthorized(address caller);

    /*//////////////////////////////////////////////////////////////
                              CONSTRUCTOR
    //////////////////////////////////////////////////////////////*/

    /// @param initialOwner Receives claimed fees and may change the fee percent.
    constructor(address initialOwner) {
        if (initialOwner == address(0)) revert Unauthorized(address(0));
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

    /// @notice Minimum fee at this point of execution: `tx.gasprice * gasleft() * feePercent / 100` (rounded
    ///         down). The sends evaluate it at their fee check, near the start of the call, so `gasleft()` is
    ///         just under the transaction's gas limit. A client that attaches
    ///         `ceil(gasEstimate * gasPrice * (100 + feePercent) / 100)` with gas limit `gasEstimate` always
    ///         satisfies it. From `eth_call` without a gas price it returns 0.
    function minFee() public view returns (uint256) {
        return (tx.gasprice * gasleft() * _feePercent) / FEE_DIVISOR;
    }

    /*//////////////////////////////////////////////////////////////
                                 SENDS
    //////////////////////////////////////////////////////////////*/

    /// @notice Sends `amounts[i]` wei to `recipients[i]` for each i. `msg.value` must be strictly greater than
    ///         `minFee()`; after the fee, the remaining value must cover each amount in turn. Whatever is left
    ///         after the amounts stays in the contract as the fee.
    /// @dev Each recipient gets all remaining gas, so contract recipients work; a recipient that reverts or
    ///      burns its gas reverts the whole batch with `NativeTransferFailed(index, ...)`. Instead of a running
    ///      sum in the loop, the value rule is enforced once after it: the contract's balance must have grown by
    ///      at least `minFee` during the call. That is the same rule for an honest batch, and it also means a
    ///      recipient that re-enters cannot move coins the contract held before the call (fees of others): any
    ///      inner send must itself leave its own fee behind. On failure the amounts are walked again to name the
    ///      first index that the value does not cover.
    function sendEth(address[] calldata recipients, uint256[] calldata amounts) external payable {
        uint256 count = _checkLengths(recipients.length, amounts.length);
        uint256 fee = minFee();
        if (msg.value <= fee) revert FeeTooLow(msg.value, fee);
        uint256 floor = address(this).balance - msg.value + fee;

        uint256 failedAt; // calldata position of the failing recipient, 0 when none
        assembly ("memory-safe") {
            // p walks the recipients; the amount for p sits `delta` bytes further in calldata.
            let p := recipients.offset
            let delta := sub(amounts.offset, p)
            let end := add(p, shl(5, count))
            // Unrolled by 16, then by 4, then singles, so the loop test is paid about once per 16 recipients.
            // `mul(r, ok)` is zero when the call failed or the recipient is the zero address: one test covers
            // both. Each recipient gets all gas left and no input; its output is ignored (no memory touched).
            // Recipients are read as raw words: ABI encoders never set the upper 96 bits; a caller who crafts
            // such words by hand only addresses their own coins to the low 160 bits.
            for { let groupEnd := add(p, shl(9, shr(4, count))) } lt(p, groupEnd) { p := add(p, 0x200) } {
                let q := add(p, delta)
                {
                    let r := calldataload(p)
                    if iszero(mul(r, call(gas(), r, calldataload(q), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x20))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x20)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x20)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x40))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x40)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x40)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x60))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x60)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x60)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x80))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x80)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x80)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0xa0))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0xa0)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0xa0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0xc0))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0xc0)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0xc0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0xe0))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0xe0)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0xe0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x100))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x100)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x100)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x120))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x120)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x120)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x140))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x140)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x140)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x160))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x160)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x160)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x180))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x180)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x180)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x1a0))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x1a0)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x1a0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x1c0))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x1c0)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x1c0)
                        break
                    }
                }
                {
                    let r := calldataload(add(p, 0x1e0))
                    if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x1e0)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := add(p, 0x1e0)
                        break
                    }
                }
            }
            if iszero(failedAt) {
                for { let groupEnd := add(p, shl(7, shr(2, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x80) } {
                    let q := add(p, delta)
                    {
                        let r := calldataload(p)
                        if iszero(mul(r, call(gas(), r, calldataload(q), 0x00, 0x00, 0x00, 0x00))) {
                            failedAt := p
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x20))
                        if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x20)), 0x00, 0x00, 0x00, 0x00))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x40))
                        if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x40)), 0x00, 0x00, 0x00, 0x00))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                    {
                        let r := calldataload(add(p, 0x60))
                        if iszero(mul(r, call(gas(), r, calldataload(add(q, 0x60)), 0x00, 0x00, 0x00, 0x00))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                }
            }
            if iszero(failedAt) {
                for {} lt(p, end) { p := add(p, 0x20) } {
                    let r := calldataload(p)
                    if iszero(mul(r, call(gas(), r, calldataload(add(p, delta)), 0x00, 0x00, 0x00, 0x00))) {
                        failedAt := p
                        break
                    }
                }
            }
            // Convert the failing calldata position to an index.
                    }
        if (failedAt != 0) _revertEthFailure(recipients, amounts, _indexOf(recipients, failedAt), msg.value - fee);
        uint256 balance = address(this).balance;
        if (balance < floor) _revertValueShort(amounts, msg.value - fee);
        unchecked {
            // balance >= floor >= the balance before the call, checked just above.
            emit BulkSent(msg.sender, address(0), count, balance - (floor - fee));
        }
    }

    /// @notice Sends `amounts[i]` of `token` from the caller to `recipients[i]` for each i (the caller must have
    ///         approved this contract for the total). `msg.value` must be at least `minFee()` and stays in the
    ///         contract as the fee. Tokens that return nothing (USDT style) are accepted; a transfer that reverts
    ///         or returns false reverts the batch with `TokenTransferFailed(index, ...)`.
    /// @dev The total is pulled once with `transferFrom`, then sent out with `transfer` (cheaper per recipient than
    ///      a `transferFrom` each: no allowance read). This contract's own token balance, read before the pull,
    ///      guards it:
    ///      - after the pull it must hold exactly `total` more, else the token takes a fee on transfer (or
    ///        rebases) and the batch reverts with `FeeOnTransferToken` before anything reaches a recipient;
    ///      - after the loop it must hold exactly what it held before the call, so a batch can never spend tokens
    ///        the contract held (nor a re-entrant call spend the ones in flight), and nothing is left behind.
    ///      These cost a fixed amount per batch, nothing per recipient.
    function sendErc20(address token, address[] calldata recipients, uint256[] calldata amounts) external payable {
        uint256 count = _checkLengths(recipients.length, amounts.length);
        {
            uint256 fee = minFee();
            if (msg.value < fee) revert FeeTooLow(msg.value, fee);
        }
        if (token.code.length == 0) revert TokenHasNoCode(token);

        uint256 start;
        uint256 delta;
        assembly ("memory-safe") {
            start := recipients.offset
            delta := sub(amounts.offset, start)
        }
        // Unchecked sum: a wrapped total cannot pass the balance checks below (see `_sum`).
        uint256 total = _sum(start + delta, count);
        uint256 held = _balanceOf(token, address(this));
        if (!_call(token, _TRANSFER_FROM, uint256(uint160(msg.sender)), uint256(uint160(address(this))), total)) {
            revert TokenPullFailed(token, msg.sender, total);
        }
        uint256 received;
        unchecked {
            // A hostile token could lower our balance on the pull: wrap, then fail the equality below.
            received = _balanceOf(token, address(this)) - held;
        }
        if (received != total) revert FeeOnTransferToken(token, total, received);

        uint256 failedAt = _pushAll(token, start, delta, start + (count << 5));
        if (failedAt != 0) {
            failedAt = _indexOf(recipients, failedAt);
            if (recipients[failedAt] == address(0)) revert ZeroAddressRecipient(failedAt);
            revert TokenTransferFailed(failedAt, recipients[failedAt], amounts[failedAt]);
        }
        uint256 left = _balanceOf(token, address(this));
        if (left != held) revert TokenBalanceChanged(token, held, left);
        emit BulkSent(msg.sender, token, count, msg.value);
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
        _pendingOwner = newOwner;
        emit OwnershipTransferStarted(_onlyOwner(), newOwner);
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
                                INTERNAL
    //////////////////////////////////////////////////////////////*/

    /// @dev Reverts unless the caller is the owner; returns the owner.
    function _onlyOwner() private view returns (address current) {
        current = _owner;
        if (msg.sender != current) revert Unauthorized(msg.sender);
    }

    /// @dev Checks equal lengths of 1 to 255 entries and returns the count.
    function _checkLengths(uint256 recipients, uint256 amounts) private pure returns (uint256) {
        if (recipients != amounts) revert LengthMismatch(recipients, amounts);
        if (recipients == 0 || recipients > MAX_RECIPIENTS) revert RecipientCountOutOfRange(recipients, MAX_RECIPIENTS);
        return recipients;
    }

    /// @dev Sum of `count` amounts from calldata position `p`, unchecked. A sum that wraps is smaller than the
    ///      amounts: the batch then runs out of pulled tokens (a transfer fails) or would spend tokens the
    ///      contract held before, which the final balance check rejects; either way it reverts.
    function _sum(uint256 p, uint256 count) private pure returns (uint256 total) {
        assembly ("memory-safe") {
            let end := add(p, shl(5, count))
            // Unrolled by 8, then singles.
            for { let groupEnd := add(p, shl(8, shr(3, count))) } lt(p, groupEnd) { p := add(p, 0x100) } {
                total := add(
                    total,
                    add(
                        add(add(calldataload(p), calldataload(add(p, 0x20))), add(calldataload(add(p, 0x40)), calldataload(add(p, 0x60)))),
                        add(add(calldataload(add(p, 0x80)), calldataload(add(p, 0xa0))), add(calldataload(add(p, 0xc0)), calldataload(add(p, 0xe0))))
                    )
                )
            }
            for {} lt(p, end) { p := add(p, 0x20) } { total := add(total, calldataload(p)) }
        }
    }

    /// @dev The transfers of `sendErc20`: `transfer(recipient, amount)` for each recipient from calldata
    ///      position `p` up to `end`, each amount sitting `delta` bytes after its recipient. Returns the calldata
    ///      position of the first failed transfer, 0 when none.
    function _pushAll(address token, uint256 p, uint256 delta, uint256 end) private returns (uint256 failedAt) {
        assembly ("memory-safe") {
            // transfer(to, amount) is built in the scratch words: selector at 0x1c, to at 0x20, amount at 0x40 (the
            // free memory pointer); the return word lands at 0x60 (the zero slot). Both are restored below.
            let m := mload(0x40)
            // Fast path: `mul(mul(returned word, r), ok)` is non-zero when the call succeeded, the recipient is not
            // zero and the returned word is non-zero (true), or the token returned nothing and the word is the
            // non-zero one left from before. Slow path (only when that product is zero): fail on a zero recipient,
            // a failed call, or a returned word that is not 1 (false); a successful call with no return data (USDT
            // style) passes.
            mstore(0x00, _TRANSFER)
            // Unrolled by 8, then singles, to pay the loop test once per 8 recipients.
            for { let groupEnd := add(p, shl(8, shr(3, shr(5, sub(end, p))))) } lt(p, groupEnd) { p := add(p, 0x100) } {
                let q := add(p, delta)
                {
                    let r := calldataload(p)
                    mstore(0x20, r)
                    mstore(0x40, calldataload(q))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := p
                            break
                        }
                    }
                }
                {
                    let r := calldataload(add(p, 0x20))
                    mstore(0x20, r)
                    mstore(0x40, calldataload(add(q, 0x20)))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := add(p, 0x20)
                            break
                        }
                    }
                }
                {
                    let r := calldataload(add(p, 0x40))
                    mstore(0x20, r)
                    mstore(0x40, calldataload(add(q, 0x40)))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := add(p, 0x40)
                            break
                        }
                    }
                }
                {
                    let r := calldataload(add(p, 0x60))
                    mstore(0x20, r)
                    mstore(0x40, calldataload(add(q, 0x60)))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := add(p, 0x60)
                            break
                        }
                    }
                }
                {
                    let r := calldataload(add(p, 0x80))
                    mstore(0x20, r)
                    mstore(0x40, calldataload(add(q, 0x80)))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := add(p, 0x80)
                            break
                        }
                    }
                }
                {
                    let r := calldataload(add(p, 0xa0))
                    mstore(0x20, r)
                    mstore(0x40, calldataload(add(q, 0xa0)))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := add(p, 0xa0)
                            break
                        }
                    }
                }
                {
                    let r := calldataload(add(p, 0xc0))
                    mstore(0x20, r)
                    mstore(0x40, calldataload(add(q, 0xc0)))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := add(p, 0xc0)
                            break
                        }
                    }
                }
                {
                    let r := calldataload(add(p, 0xe0))
                    mstore(0x20, r)
                    mstore(0x40, calldataload(add(q, 0xe0)))
                    let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                    if iszero(mul(mul(mload(0x60), r), ok)) {
                        if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                            failedAt := add(p, 0xe0)
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
                        mstore(0x20, r)
                        mstore(0x40, calldataload(q))
                        let ok := call(gas(), token, 0, 0x1c, 0x44, 0x60, 0x20)
                        if iszero(mul(mul(mload(0x60), r), ok)) {
                            if or(iszero(r), or(iszero(ok), and(iszero(eq(mload(0x60), 1)), gt(returndatasize(), 0)))) {
                                failedAt := p
                                break
                            }
                        }
                    }
                }
            }
            mstore(0x40, m)
            mstore(0x60, 0)
        }
    }

    /// @dev Calls `token` with `selector(a, b, c)` and reports success: the call succeeded and returned true, or
    ///      returned nothing (USDT style).
    function _call(address token, uint256 selector, uint256 a, uint256 b, uint256 c) private returns (bool ok) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, selector))
            mstore(add(m, 0x04), a)
            mstore(add(m, 0x24), b)
            mstore(add(m, 0x44), c)
            ok := call(gas(), token, 0, m, 0x64, 0x00, 0x20)
            ok := and(ok, or(and(eq(mload(0x00), 1), gt(returndatasize(), 0x1f)), iszero(returndatasize())))
        }
    }

    /// @dev Index of the recipient whose calldata word sits at `position`.
    function _indexOf(address[] calldata recipients, uint256 position) private pure returns (uint256 index) {
        assembly ("memory-safe") {
            index := shr(5, sub(position, recipients.offset))
        }
    }

    /// @dev Names the reason a native send stopped at `index`: value not covering the amounts up to it, a zero
    ///      recipient, or a recipient that failed.
    function _revertEthFailure(
        address[] calldata recipients,
        uint256[] calldata amounts,
        uint256 index,
        uint256 available
    ) private pure {
        _revertIfValueShortUpTo(amounts, available, index + 1);
        if (recipients[index] == address(0)) revert ZeroAddressRecipient(index);
        revert NativeTransferFailed(index, recipients[index], amounts[index]);
    }

    /// @dev Called when the batch spent more than the value minus the fee: names the first index not covered.
    function _revertValueShort(uint256[] calldata amounts, uint256 available) private pure {
        _revertIfValueShortUpTo(amounts, available, amounts.length);
        // Unreachable for an honest batch: the contract's balance fell for another reason (a re-entrant call).
        revert InsufficientValue(amounts.length - 1, amounts[amounts.length - 1], 0);
    }

    /// @dev Reverts with `InsufficientValue` at the first of the first `upTo` amounts that `available` does not
    ///      cover in turn.
    function _revertIfValueShortUpTo(uint256[] calldata amounts, uint256 available, uint256 upTo) private pure {
        uint256 remaining = available;
        for (uint256 i; i < upTo; ++i) {
            if (amounts[i] > remaining) revert InsufficientValue(i, amounts[i], remaining);
            remaining -= amounts[i];
        }
    }

    /// @dev `token.balanceOf(account)`, reverting with `BalanceQueryFailed` on a bad answer.
    function _balanceOf(address token, address account) private view returns (uint256 amount) {
        bool ok;
        assembly ("memory-safe") {
            mstore(0x00, _BALANCE_OF)
            mstore(0x20, account)
            ok := and(gt(returndatasize(), 0x1f), staticcall(gas(), token, 0x1c, 0x24, 0x00, 0x20))
            amount := mload(0x00)
        }
        if (!ok) revert BalanceQueryFailed(token);
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
            ok := call(gas(), token, 0, m, 0x44, 0x00, 0x20)
            // Succeeded and returned true, or succeeded with no return data.
            ok := and(ok, or(and(eq(mload(0x00), 1), gt(returndatasize(), 0x1f)), iszero(returndatasize())))
        }
        if (!ok) revert ClaimFailed(token, amount);
    }
}

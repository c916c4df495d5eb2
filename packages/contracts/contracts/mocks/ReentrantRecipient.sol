// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ReentrantRecipient
/// @notice On receiving native coin, calls `callee` with `payload` and `callValue` of its own balance (once), and
///         records whether that inner call succeeded. Used to try to spend BulkSend's collected fees.
contract ReentrantRecipient {
    address public callee;
    bytes public payload;
    uint256 public callValue;
    bool public armed;
    bool public innerSucceeded;
    bytes public innerRevert;

    function arm(address target_, bytes calldata payload_, uint256 callValue_) external {
        callee = target_;
        payload = payload_;
        callValue = callValue_;
        armed = true;
    }

    receive() external payable {
        if (!armed) return;
        armed = false;
        (bool ok, bytes memory data) = callee.call{value: callValue}(payload);
        innerSucceeded = ok;
        innerRevert = data;
    }
}

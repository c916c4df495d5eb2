// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title RevertingRecipient
/// @notice Refuses native coin.
contract RevertingRecipient {
    error NoThanks();

    receive() external payable {
        revert NoThanks();
    }
}

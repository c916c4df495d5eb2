// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title GasBurningRecipient
/// @notice Burns all the gas it is given when it receives native coin.
contract GasBurningRecipient {
    receive() external payable {
        assembly {
            invalid()
        }
    }
}

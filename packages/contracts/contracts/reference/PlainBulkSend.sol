// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title PlainBulkSend
/// @notice Gas reference for the benchmark only: the obvious Solidity loops, no fee and no checks beyond what
///         Solidity adds. BulkSend is measured against it.
contract PlainBulkSend {
    /// @notice A loop of `call{value}`.
    function sendEth(address[] calldata recipients, uint256[] calldata amounts) external payable {
        for (uint256 i = 0; i < recipients.length; i++) {
            (bool ok,) = recipients[i].call{value: amounts[i]}("");
            require(ok);
        }
    }

    /// @notice A loop of `transferFrom(msg.sender, r[i], a[i])`.
    function sendErc20(IERC20 token, address[] calldata recipients, uint256[] calldata amounts) external {
        for (uint256 i = 0; i < recipients.length; i++) {
            require(token.transferFrom(msg.sender, recipients[i], amounts[i]));
        }
    }
}

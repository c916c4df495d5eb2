// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title BenchToken
/// @notice The gas benchmark's token: a plain OpenZeppelin ERC-20 compiled on its own at 200 optimizer runs (see the
///         override in hardhat.config.cjs), as the peers' figures were measured, so the token's own settings do not
///         flatter BulkSend's figure.
contract BenchToken is ERC20 {
    constructor() ERC20("Bench", "BNCH") {}

    /// @notice Mints `amount` to `to` (benchmark only).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title DemoToken
/// @notice A plain OpenZeppelin ERC-20 for the local chain, tests and the gas benchmark. Anyone may mint:
///         never deploy it where its tokens could be mistaken for money.
contract DemoToken is ERC20 {
    uint8 private immutable _decimals;

    /// @param name_ Token name.
    /// @param symbol_ Token symbol.
    /// @param decimals_ Decimal places (the local chain uses 6, like USDT and USDC on Polygon).
    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
    }

    /// @inheritdoc ERC20
    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// @notice Mints `amount` to `to` (open faucet: demo only).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

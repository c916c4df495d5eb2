// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title FeeOnTransferToken
/// @notice ERC-20 that burns 1% of every transfer, so recipients get less than was sent.
contract FeeOnTransferToken is ERC20 {
    constructor() ERC20("Fee on transfer", "FOT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (from == address(0) || to == address(0)) return super._update(from, to, amount);
        uint256 burned = amount / 100;
        super._update(from, address(0), burned);
        super._update(from, to, amount - burned);
    }
}

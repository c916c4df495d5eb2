// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title ReentrantToken
/// @notice ERC-20 with an ERC-777-style hook: on a transfer (the first one, or with `armFor` the first one to a given
///         recipient) it calls `callee` with `payload` (set by the attacker), and records whether that inner call
///         succeeded.
contract ReentrantToken is ERC20 {
    address public callee;
    bytes public payload;
    bool public armed;
    /// @dev When set, only a transfer to this address fires the hook.
    address public trigger;
    bool public innerSucceeded;
    bytes public innerRevert;

    constructor() ERC20("Reentrant", "RE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata payload_) external {
        callee = target_;
        payload = payload_;
        armed = true;
    }

    /// @notice `arm`, but the hook fires on the first transfer to `to` (e.g. a recipient of a batch), not before.
    function armFor(address to, address target_, bytes calldata payload_) external {
        trigger = to;
        callee = target_;
        payload = payload_;
        armed = true;
    }

    function _update(address from, address to, uint256 amount) internal override {
        super._update(from, to, amount);
        if (armed && from != address(0) && (trigger == address(0) || to == trigger)) {
            armed = false;
            (bool ok, bytes memory data) = callee.call(payload);
            innerSucceeded = ok;
            innerRevert = data;
        }
    }

    receive() external payable {}
}

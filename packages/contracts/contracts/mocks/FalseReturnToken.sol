// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title FalseReturnToken
/// @notice Token that moves nothing and returns false (instead of reverting) when the sender's balance is too low
///         or the recipient is the blocked address.
contract FalseReturnToken {
    mapping(address => uint256) public balanceOf;
    address public blocked;

    function mint(address to, uint256 amount) external {
        balanceOf[to] += amount;
    }

    function setBlocked(address recipient) external {
        blocked = recipient;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        return _move(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        return _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) private returns (bool) {
        if (to == blocked || balanceOf[from] < amount) return false;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title FalseReturnToken
/// @notice Token that moves nothing and returns false once a transfer would exceed `failAbove`.
contract FalseReturnToken {
    mapping(address => uint256) public balanceOf;
    uint256 public failAbove = type(uint256).max;

    function mint(address to, uint256 amount) external {
        balanceOf[to] += amount;
    }

    function setFailAbove(uint256 limit) external {
        failAbove = limit;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        return _move(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        return _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) private returns (bool) {
        if (amount > failAbove || balanceOf[from] < amount) return false;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title LongRevertToken
/// @notice A token that can make `transfer` or `transferFrom` revert with `revertLength` bytes of raw data (byte i is
///         `uint8(i * 7 + 1)`), to show how much of a token's revert data BulkSend carries in its errors.
contract LongRevertToken {
    /// @notice Which call reverts with the long data.
    enum Fail {
        None,
        Transfer,
        TransferFrom
    }

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    Fail public fail;
    uint256 public revertLength;

    function mint(address to, uint256 amount) external {
        balanceOf[to] += amount;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function setFail(Fail fail_, uint256 revertLength_) external {
        fail = fail_;
        revertLength = revertLength_;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        if (fail == Fail.Transfer) _revertLong();
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        if (fail == Fail.TransferFrom) _revertLong();
        allowance[from][msg.sender] -= amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
    }

    function _revertLong() private view {
        bytes memory data = new bytes(revertLength);
        for (uint256 i; i < data.length; ++i) {
            data[i] = bytes1(uint8(i * 7 + 1));
        }
        assembly ("memory-safe") {
            revert(add(data, 0x20), mload(data))
        }
    }
}

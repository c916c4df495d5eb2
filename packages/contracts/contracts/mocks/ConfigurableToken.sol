// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ConfigurableToken
/// @notice A token whose misbehaviour the tests choose: what `transfer` / `transferFrom` return, a pull that lies
///         (reports success, moves nothing), moves less or more than asked, a pause, a blocked recipient. The
///         weird-ERC-20 cases BulkSend must tell apart.
contract ConfigurableToken {
    /// @notice How `transferFrom` moves tokens when it succeeds.
    enum PullMode {
        Normal,
        Lie,
        Half,
        Double
    }

    error EnforcedPause();
    error Blocked(address account);

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public transferReturn = 1;
    uint256 public transferFromReturn = 1;
    PullMode public pullMode;
    bool public paused;
    address public blocked;

    function mint(address to, uint256 amount) external {
        balanceOf[to] += amount;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function setReturns(uint256 transferReturn_, uint256 transferFromReturn_) external {
        transferReturn = transferReturn_;
        transferFromReturn = transferFromReturn_;
    }

    function setPullMode(PullMode mode) external {
        pullMode = mode;
    }

    function setPaused(bool paused_) external {
        paused = paused_;
    }

    function setBlocked(address account) external {
        blocked = account;
    }

    function transfer(address to, uint256 amount) external returns (uint256) {
        _move(msg.sender, to, amount);
        return transferReturn;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (uint256) {
        if (paused) revert EnforcedPause();
        require(allowance[from][msg.sender] >= amount, "allowance");
        allowance[from][msg.sender] -= amount;
        if (pullMode == PullMode.Half) {
            _move(from, to, amount / 2);
        } else if (pullMode == PullMode.Double) {
            _move(from, to, amount);
            balanceOf[to] += amount;
        } else if (pullMode == PullMode.Normal) {
            _move(from, to, amount);
        }
        return transferFromReturn;
    }

    function _move(address from, address to, uint256 amount) private {
        if (paused) revert EnforcedPause();
        if (to == blocked) revert Blocked(to);
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
    }
}

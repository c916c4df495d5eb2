// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ShortAnswerToken
/// @notice A token whose `transfer` moves the tokens and then answers `answerBytes` bytes: the first word is
///         `firstWord`, cut to the size (1-31 bytes: that many zero bytes, neither "true" nor nothing). `transferFrom`
///         answers true, so a batch's pull works and only the per-recipient answer is odd.
contract ShortAnswerToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public answerBytes;
    uint256 public firstWord;

    function mint(address to, uint256 amount) external {
        balanceOf[to] += amount;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    /// @notice From now on `transfer` answers `size` bytes whose first word is `word` (the rest zero).
    function setAnswer(uint256 size, uint256 word) external {
        answerBytes = size;
        firstWord = word;
    }

    function transfer(address to, uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        uint256 size = answerBytes;
        uint256 word = firstWord;
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, word)
            // Zero what follows the first word, so an answer longer than 32 bytes is the word and zeros.
            for { let i := 0x20 } lt(i, size) { i := add(i, 0x20) } { mstore(add(m, i), 0) }
            return(m, size)
        }
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}

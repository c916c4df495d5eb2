// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title BalanceReader
/// @notice Test helper: many balances in one call (native coin for the zero token address).
contract BalanceReader {
    function balances(address token, address[] calldata accounts) external view returns (uint256[] memory out) {
        out = new uint256[](accounts.length);
        for (uint256 i; i < accounts.length; ++i) {
            if (token == address(0)) {
                out[i] = accounts[i].balance;
            } else {
                (bool ok, bytes memory data) =
                    token.staticcall(abi.encodeWithSignature("balanceOf(address)", accounts[i]));
                require(ok && data.length >= 32);
                out[i] = abi.decode(data, (uint256));
            }
        }
    }
}

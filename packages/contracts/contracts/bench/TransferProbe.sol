// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title TransferProbe
/// @notice Benchmark only: measures what one `token.transfer(recipient, amount)` costs the caller (the CALL and
///         everything the token runs), for the per-recipient breakdown of the gas benchmark.
contract TransferProbe {
    /// @notice Gas spent across each transfer call, summed; the probe must hold the tokens.
    function probe(address token, address[] calldata recipients, uint256 amount) external returns (uint256 spent) {
        for (uint256 i; i < recipients.length; ++i) {
            address r = recipients[i];
            assembly ("memory-safe") {
                mstore(0x00, 0xa9059cbb)
                mstore(0x20, r)
                mstore(0x40, amount)
                // Gas from just before the CALL to just after it: the CALL (warm, 100) and the token's code.
                let g := gas()
                let ok := call(g, token, 0, 0x1c, 0x44, 0x60, 0x20)
                spent := add(spent, sub(g, gas()))
                if iszero(ok) { revert(0, 0) }
                mstore(0x40, 0x80)
                mstore(0x60, 0)
            }
        }
    }
}

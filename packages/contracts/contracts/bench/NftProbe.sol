// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title NftProbe
/// @notice Benchmark only: what one ERC-721 `transferFrom` or `safeTransferFrom(from, to, id)` to a fresh recipient
///         costs the caller (the CALL and everything the token runs), for the choice between them in BulkSend.
contract NftProbe {
    /// @notice Gas spent across each transfer of id `firstId + i` from this contract to `recipients[i]`, summed; the
    ///         probe must own the ids.
    function probe(address token, address[] calldata recipients, uint256 firstId, bool safe)
        external
        returns (uint256 spent)
    {
        // The call's input at 0x80: selector, this contract, recipient, id (only the last two change).
        assembly ("memory-safe") {
            mstore(0x80, shl(224, 0x23b872dd))
            if safe { mstore(0x80, shl(224, 0x42842e0e)) }
            mstore(0x84, address())
        }
        for (uint256 i; i < recipients.length; ++i) {
            address r = recipients[i];
            assembly ("memory-safe") {
                mstore(0xa4, r)
                mstore(0xc4, add(firstId, i))
                let g := gas()
                let ok := call(g, token, 0, 0x80, 0x64, 0, 0)
                spent := add(spent, sub(g, gas()))
                if iszero(ok) { revert(0, 0) }
            }
        }
    }
}

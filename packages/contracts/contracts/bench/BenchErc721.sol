// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @title BenchErc721
/// @notice The NFT benchmark's ERC-721 (and the contract tests'): a plain OpenZeppelin ERC721 compiled on its own at
///         200 optimizer runs (see hardhat.config.cjs), as the peers' NFT figures were measured.
contract BenchErc721 is ERC721 {
    constructor() ERC721("Bench NFT", "BNFT") {}

    /// @notice Mints ids `firstId` to `firstId + count - 1` to `to` (no receiver hook; benchmark and tests only).
    function mint(address to, uint256 firstId, uint256 count) external {
        for (uint256 i; i < count; ++i) {
            _mint(to, firstId + i);
        }
    }
}

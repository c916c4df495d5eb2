// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// @title BenchErc1155
/// @notice The NFT benchmark's ERC-1155 (and the contract tests'): a plain OpenZeppelin ERC1155 compiled on its own at
///         200 optimizer runs (see hardhat.config.cjs), as the peers' NFT figures were measured.
contract BenchErc1155 is ERC1155 {
    constructor() ERC1155("") {}

    /// @notice Mints `amount` of each id `firstId` to `firstId + count - 1` to `to` (benchmark and tests only).
    function mint(address to, uint256 firstId, uint256 count, uint256 amount) external {
        uint256[] memory ids = new uint256[](count);
        uint256[] memory amounts = new uint256[](count);
        for (uint256 i; i < count; ++i) {
            ids[i] = firstId + i;
            amounts[i] = amount;
        }
        _mintBatch(to, ids, amounts, "");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// @title LaxErc1155
/// @notice An OpenZeppelin ERC1155 with a mint that skips the receiver check, the way ERC-1155 tokens end up in a
///         contract that cannot take them (BulkSend refuses `safeTransferFrom`: it has no `onERC1155Received`).
contract LaxErc1155 is ERC1155 {
    constructor() ERC1155("") {}

    /// @notice Mints `amount` of `id` to `to` without asking `to` (no `onERC1155Received`).
    function mintUnchecked(address to, uint256 id, uint256 amount) external {
        uint256[] memory ids = new uint256[](1);
        uint256[] memory amounts = new uint256[](1);
        ids[0] = id;
        amounts[0] = amount;
        _update(address(0), to, ids, amounts);
    }
}

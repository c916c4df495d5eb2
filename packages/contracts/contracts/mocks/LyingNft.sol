// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title LyingNft
/// @notice An NFT that lies about ownership: it reports ERC-721 and ERC-1155 through ERC-165, says the caller's sender
///         owns every id and holds 1,000,000 of each, and answers every transfer with success without moving
///         anything. BulkSend must not record such a batch as sent.
contract LyingNft {
    address public immutable holder;

    constructor(address holder_) {
        holder = holder_;
    }

    function supportsInterface(bytes4) external pure returns (bool) {
        return true;
    }

    function ownerOf(uint256) external view returns (address) {
        return holder;
    }

    function balanceOf(address) external pure returns (uint256) {
        return 1_000_000;
    }

    function balanceOf(address, uint256) external pure returns (uint256) {
        return 1_000_000;
    }

    function isApprovedForAll(address, address) external pure returns (bool) {
        return true;
    }

    function transferFrom(address, address, uint256) external {}

    function safeTransferFrom(address, address, uint256) external {}

    function safeTransferFrom(address, address, uint256, uint256, bytes calldata) external {}
}

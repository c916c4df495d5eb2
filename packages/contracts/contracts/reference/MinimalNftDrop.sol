// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title MinimalNftDrop
/// @notice Benchmark reference only: the least an NFT airdrop can do per recipient, measured in the same run as
///         BulkSend's NFT sends (peers such as GasliteDrop are not in this repository; their figures are quoted). One
///         call per recipient from the caller, two calldata lists, no check but the call's success: no fee, no batch
///         record, no recipient, amount or debit check, no named errors.
contract MinimalNftDrop {
    /// @notice ERC-721 `transferFrom(caller, recipients[i], ids[i])` for each i.
    function airdropERC721(address token, address[] calldata recipients, uint256[] calldata ids) external {
        assembly {
            // transferFrom(address,address,uint256) at 0x00: selector, from, then to and id per recipient.
            mstore(0x00, shl(224, 0x23b872dd))
            mstore(0x04, caller())
            let r := recipients.offset
            let delta := sub(ids.offset, r)
            for { let end := add(r, shl(5, recipients.length)) } lt(r, end) { r := add(r, 0x20) } {
                mstore(0x24, calldataload(r))
                mstore(0x44, calldataload(add(r, delta)))
                if iszero(call(gas(), token, 0, 0x00, 0x64, 0x00, 0x00)) { revert(0x00, 0x00) }
            }
        }
    }

    /// @notice ERC-1155 `safeTransferFrom(caller, recipients[i], tokenId, amounts[i], "")` for each i.
    function airdropERC1155(address token, uint256 tokenId, address[] calldata recipients, uint256[] calldata amounts)
        external
    {
        assembly {
            // safeTransferFrom(address,address,uint256,uint256,bytes) at 0x00: selector, from, to, id, amount, the
            // bytes offset (0xa0) and its length (0).
            mstore(0x00, shl(224, 0xf242432a))
            mstore(0x04, caller())
            mstore(0x44, tokenId)
            mstore(0x84, 0xa0)
            mstore(0xa4, 0)
            let r := recipients.offset
            let delta := sub(amounts.offset, r)
            for { let end := add(r, shl(5, recipients.length)) } lt(r, end) { r := add(r, 0x20) } {
                mstore(0x24, calldataload(r))
                mstore(0x64, calldataload(add(r, delta)))
                if iszero(call(gas(), token, 0, 0x00, 0xc4, 0x00, 0x00)) { revert(0x00, 0x00) }
            }
        }
    }
}

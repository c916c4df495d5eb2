// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title NftWallet
/// @notice A contract that holds and receives NFTs: it can send batches through BulkSend as the sender, refuse NFTs
///         (its hooks revert), or, once armed, call `callee` with `payload` from inside its next receiver hook (a
///         hook that re-enters BulkSend, or pokes the batch's sender to replay its batch id). Records the inner call.
contract NftWallet {
    bool public rejecting;
    address public callee;
    bytes public payload;
    bool public armed;
    bool public innerSucceeded;
    bytes public innerRevert;

    /// @notice From now on every receiver hook reverts (a contract that cannot take NFTs).
    function reject() external {
        rejecting = true;
    }

    /// @notice On the next receiver hook, calls `callee_` with `payload_` (once).
    function arm(address callee_, bytes calldata payload_) external {
        callee = callee_;
        payload = payload_;
        armed = true;
    }

    /// @notice `token.setApprovalForAll(operator, true)`.
    function approveAll(address token, address operator) external {
        (bool ok,) = token.call(abi.encodeWithSignature("setApprovalForAll(address,bool)", operator, true));
        require(ok);
    }

    /// @notice Calls `to` with `data` and the attached value as this contract; bubbles a revert.
    function send(address to, bytes calldata data) external payable {
        (bool ok, bytes memory result) = to.call{value: msg.value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 0x20), mload(result))
            }
        }
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _hook();
        return this.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external returns (bytes4) {
        _hook();
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        returns (bytes4)
    {
        _hook();
        return this.onERC1155BatchReceived.selector;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x150b7a02 || interfaceId == 0x4e2312e0;
    }

    function _hook() private {
        require(!rejecting, "NftWallet: rejecting");
        if (!armed) return;
        armed = false;
        (bool ok, bytes memory data) = callee.call(payload);
        innerSucceeded = ok;
        innerRevert = data;
    }
}

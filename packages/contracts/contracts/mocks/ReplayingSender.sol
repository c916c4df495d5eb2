// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ReplayingSender
/// @notice A contract wallet that sends batches through BulkSend and, while one of its batches runs (paid to it as a
///         recipient, or poked by a token hook), calls BulkSend again as the same sender with `payload` — e.g. the
///         same batch id. Records whether that inner call succeeded and what it reverted with.
contract ReplayingSender {
    address public immutable bulkSend;
    bytes public payload;
    uint256 public callValue;
    bool public armed;
    bool public innerSucceeded;
    bytes public innerRevert;

    constructor(address bulkSend_) {
        bulkSend = bulkSend_;
    }

    /// @notice On the next call it receives, calls BulkSend with `payload_` and `callValue_` of its own balance.
    function arm(bytes calldata payload_, uint256 callValue_) external {
        payload = payload_;
        callValue = callValue_;
        armed = true;
    }

    /// @notice Approves BulkSend for `amount` of `token` (for its token batches).
    function approve(address token, uint256 amount) external {
        (bool ok,) = token.call(abi.encodeWithSignature("approve(address,uint256)", bulkSend, amount));
        require(ok);
    }

    /// @notice Sends a batch as this contract: calls BulkSend with `data` and the attached value; bubbles a revert.
    function send(bytes calldata data) external payable {
        (bool ok, bytes memory result) = bulkSend.call{value: msg.value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 0x20), mload(result))
            }
        }
    }

    receive() external payable {
        if (!armed) return;
        armed = false;
        (bool ok, bytes memory data) = bulkSend.call{value: callValue}(payload);
        innerSucceeded = ok;
        innerRevert = data;
    }
}

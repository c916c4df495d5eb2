import { Interface } from 'ethers';

/** The parts of Safe (v1.3/v1.4) and MultiSend's ABIs that the engine encodes and decodes. */
export const safeInterface = new Interface([
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  'function nonce() view returns (uint256)',
]);

export const multiSendInterface = new Interface(['function multiSend(bytes transactions) payable']);

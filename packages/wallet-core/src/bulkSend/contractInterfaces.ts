import { bulkSendAbi, erc20Abi } from '@fanout/contracts';
import { Interface } from 'ethers';

/** BulkSend's ABI (v2: packed sends with batch ids) as an ethers Interface, for encoding and decoding only. */
export const bulkSendInterface = new Interface(bulkSendAbi);

/**
 * What BulkSend v3 changed from v2's ABI (every other member keeps v2's signature, so v2's interface encodes and
 * decodes it): the ERC-20 packed send with its total, ERC-1155's packed entries, ERC-721 to accounts without code, the
 * per-sender batch count and v3's new errors. Fragments rather than the whole v3 ABI, so a page carries v3 for a few
 * hundred bytes; `contractInterfaces.test` keeps them equal to `bulkSendV3Abi`.
 */
export const bulkSendV3Interface = new Interface([
  'function sendErc20Packed(address token, bytes32 batchId, uint256 total, uint256[] packed) payable',
  'function sendErc1155Packed(address token, uint256 tokenId, bytes32 batchId, uint256 total, uint256 amountBytes, bytes entries) payable',
  'function sendErc721PackedToEoas(address token, bytes32 batchId, uint256[] packed) payable',
  'function batchCount(address sender) view returns (uint256)',
  'error BatchIdNotForSender(address sender, uint256 chainId, bytes32 batchId)',
  'error TotalMismatch(uint256 total, uint256 sum)',
  'error EntriesNotPacked(uint256 length, uint256 amountBytes)',
]);

/**
 * The custom errors of an OpenZeppelin ERC-20 (the generated ERC-20 ABI's error fragments; `contractInterfaces.test`
 * keeps them equal), for naming a token's revert inside a chunk's. Apart from the full ABI: the engine encodes its
 * ERC-20 calls with `erc20Calls`, so the browser engine does not carry the whole ERC-20 ABI.
 */
export const erc20ErrorsInterface = new Interface([
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidSpender(address spender)',
]);

/** ERC-20's ABI (balanceOf, allowance, approve, decimals, symbol…): tests and the NFT subpath's token detection. */
export const erc20Interface = /* @__PURE__ */ new Interface(erc20Abi);

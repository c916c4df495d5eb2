import { bulkSendAbi, erc20Abi } from '@fanout/contracts';
import { Interface } from 'ethers';

/** BulkSend's ABI (v2: packed sends with batch ids) as an ethers Interface, for encoding and decoding only. */
export const bulkSendInterface = new Interface(bulkSendAbi);

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
